import { GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getEnv } from '../../../lib/env.ts';
import { toast } from '../../../lib/toast.ts';
import { waitUntil } from '../../../lib/wait-until.ts';
import { listingStruct } from '../../../lib/wallet/listing-typed-data.ts';
import { runTransaction, TransactionFailedError } from '../../../lib/wallet/run-transaction.ts';
import { transactionErrorMessage } from '../../../lib/wallet/transaction-errors.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';
import { getNft, type NftKey } from '../api/get-nft.ts';
import { getNftActivity } from '../api/get-nft-activity.ts';
import { getNftListing } from '../api/get-nft-listing.ts';
import { refreshAfterTrade } from './refresh-after-trade.ts';

const NO_LONGER_FOR_SALE = 'This item is no longer for sale.';

/**
 * Buys the cheapest listing the server calls buyable at the moment of the click (not the one the
 * page loaded with), paying its exact price; the success toast waits for the indexer to record the
 * new owner and for the page to show it.
 */
export function useBuyItem(nft: NftKey) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const buy = useCallback(async (): Promise<boolean> => {
    const marketplace = getEnv().marketplaceAddress as `0x${string}` | null;
    const me = getWalletState().address?.toLowerCase();
    if (!marketplace || !me) return false;
    setRunning(true);
    let listing: Awaited<ReturnType<typeof getNftListing>> = null;
    try {
      listing = await getNftListing(nft);
      if (!listing) {
        toast.error(NO_LONGER_FOR_SALE);
        await refreshAfterTrade(queryClient, nft);
        return false;
      }
      if (listing.seller.toLowerCase() === me) {
        toast.error('This is your own listing.');
        return false;
      }
      const bought = listing;
      await runTransaction(
        {
          address: marketplace,
          abi: GuardianMarketplaceAbi,
          functionName: 'buy',
          args: [listingStruct(bought), bought.signature],
          value: BigInt(bought.price),
        },
        {
          confirm: 'Confirm the purchase in your wallet...',
          pending: 'Buying...',
          settling: 'Bought. Updating the owner...',
          success: 'Bought!',
        },
        // 'Bought!' comes once the page shows the new owner. The indexer records owners before
        // sales in each pass: once the sale heads the activity, the owner, price, activity and
        // collection stats all tell the new story.
        async (hash) => {
          await waitUntil(async () => {
            const [latest] = (await getNftActivity(nft, { offset: 0, limit: 1 })).items;
            return (
              latest?.kind === 'sale' &&
              latest.txHash === hash &&
              (await getNft(nft)).owner?.toLowerCase() === me
            );
          });
          await refreshAfterTrade(queryClient, nft);
        },
      );
      return true;
    } catch (error) {
      if (!(error instanceof TransactionFailedError)) toast.error(transactionErrorMessage(error));
      else if (listing) {
        // Beaten to it, most likely: once the indexer has the other sale, the page shows the new owner.
        const gone = listing.hash;
        await waitUntil(async () => (await getNftListing(nft))?.hash !== gone, { timeoutMs: 10_000 });
        await refreshAfterTrade(queryClient, nft);
      }
      return false;
    } finally {
      setRunning(false);
    }
  }, [nft, queryClient]);

  return { buy, running };
}
