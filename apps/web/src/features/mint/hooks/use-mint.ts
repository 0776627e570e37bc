import { GuardianCollectionAbi } from '@guardians/contracts/abis';
import type { Sale } from '@guardians/shared/sale';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { runTransaction, TransactionFailedError } from '../../../lib/wallet/run-transaction.ts';
import { transactionErrorMessage } from '../../../lib/wallet/transaction-errors.ts';
import { getSale } from '../api/get-sale.ts';
import { totalPrice } from '../utils/sale-view.ts';

export type MintOutcome = { account: `0x${string}`; quantity: number };

/**
 * Mints `quantity` for `account`. The proof and price are asked again at the click, not taken from
 * the page (the owner may have changed the stage or the list since it loaded); runTransaction then
 * simulates, so a call that would revert says why before the wallet opens.
 */
export function useMint(collectionRef: string, tokenAddress: `0x${string}` | undefined) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [minted, setMinted] = useState<MintOutcome | null>(null);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [keyRoots.sale] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.collectionMetadata] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.walletAssets] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.walletContracts] }),
      ]),
    [queryClient],
  );

  const mint = useCallback(
    async (account: `0x${string}`, quantity: number): Promise<boolean> => {
      if (!tokenAddress) return false;
      setRunning(true);
      setMinted(null);
      try {
        const sale: Sale = await getSale(collectionRef, account);
        const proof = sale.account?.proof ?? [];
        await runTransaction(
          {
            address: tokenAddress,
            abi: GuardianCollectionAbi,
            functionName: 'mint',
            args: [BigInt(quantity), proof],
            value: totalPrice(sale.priceWei, quantity).wei,
          },
          {
            confirm: 'Confirm the mint in your wallet...',
            pending: quantity === 1 ? 'Minting your Guardian...' : `Minting ${quantity} Guardians...`,
            success:
              quantity === 1 ? 'Minted! The Guardian is yours.' : `Minted! ${quantity} Guardians are yours.`,
          },
        );
        setMinted({ account, quantity });
        return true;
      } catch (error) {
        if (!(error instanceof TransactionFailedError)) toast.error(transactionErrorMessage(error));
        return false;
      } finally {
        await refresh();
        setRunning(false);
      }
    },
    [collectionRef, tokenAddress, refresh],
  );

  return { mint, running, minted };
}
