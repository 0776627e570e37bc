import { GuardianCollectionAbi, GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import type { ListingRecord } from '@guardians/shared/trading';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { toast } from '../../../lib/toast.ts';
import { waitUntil } from '../../../lib/wait-until.ts';
import { listingStruct } from '../../../lib/wallet/listing-typed-data.ts';
import { executeTransaction, type TransactionStage } from '../../../lib/wallet/run-transaction.ts';
import { transactionErrorMessage } from '../../../lib/wallet/transaction-errors.ts';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';
import { cartKey, removeFromCart } from '../utils/cart-store.ts';
import { sweepOutcomeMessage } from '../utils/sweep-outcome.ts';

/** What a sweep changes on the pages: owners, prices, floor, volume, activity and offers. */
const touchedRoots = [
  keyRoots.collections,
  keyRoots.collectionMetadata,
  keyRoots.collectionItems,
  keyRoots.collectionHistory,
  keyRoots.collectionUniqueOwners,
  keyRoots.walletAssets,
  keyRoots.offers,
];

const stageLabels: Record<TransactionStage, string> = {
  checking: 'Checking the transaction...',
  confirm: 'Confirm the sweep in your wallet...',
  pending: 'Sweeping...',
};

async function ownedBy(listing: ListingRecord, account: string): Promise<boolean> {
  const owner = await readContractCall({
    address: listing.token as `0x${string}`,
    abi: GuardianCollectionAbi,
    functionName: 'ownerOf',
    args: [BigInt(listing.tokenId)],
  });
  return String(owner).toLowerCase() === account;
}

async function indexedOwner(listing: ListingRecord): Promise<string | null> {
  const data = (await apiRequest(
    `/api/nfts/${encodeURIComponent(listing.token)}/${encodeURIComponent(listing.tokenId)}`,
  )) as { owner?: string | null };
  return data.owner?.toLowerCase() ?? null;
}

/**
 * Buys the quoted listings in one `sweep` transaction, paying at most their total: whatever sold
 * meanwhile is skipped by the contract and its price comes back in the same transaction. Afterwards
 * the chain says which were bought, the page waits for the indexer to show them as the buyer's, and
 * the cart lets go of every line it sent.
 */
export function useSweep() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const sweep = useCallback(
    async (listings: ListingRecord[], totalWei: bigint): Promise<boolean> => {
      const marketplace = getEnv().marketplaceAddress as `0x${string}` | null;
      const me = getWalletState().address?.toLowerCase();
      if (!marketplace || !me || listings.length === 0) return false;
      setRunning(true);
      const id = `sweep-${Date.now()}`;
      try {
        await executeTransaction(
          {
            address: marketplace,
            abi: GuardianMarketplaceAbi,
            functionName: 'sweep',
            args: [listings.map(listingStruct), listings.map((l) => l.signature), totalWei],
            value: totalWei,
          },
          (stage) => toast.loading(stageLabels[stage], { id }),
        );
      } catch (error) {
        toast.error(transactionErrorMessage(error), { id });
        setRunning(false);
        return false;
      }
      try {
        toast.loading('Swept. Updating the page...', { id });
        const mine = await Promise.all(listings.map((listing) => ownedBy(listing, me)));
        const bought = listings.filter((_, i) => mine[i]);
        await waitUntil(async () => {
          const owners = await Promise.all(bought.map(indexedOwner));
          return owners.every((owner) => owner === me);
        });
        await Promise.all(touchedRoots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
        toast.success(sweepOutcomeMessage(bought.length, listings.length), { id });
      } catch (error) {
        // Mined either way: the outcome is only unknown to the page until it reloads.
        console.warn('The page did not catch up after the sweep', error);
        toast.success('Swept. Reload to see your new items.', { id });
      } finally {
        removeFromCart(listings.map((l) => cartKey({ tokenAddress: l.token, tokenId: l.tokenId })));
        setRunning(false);
      }
      return true;
    },
    [queryClient],
  );

  return { sweep, running };
}
