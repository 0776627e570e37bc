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
import type { NftKey } from '../api/get-nft.ts';
import { getNftListing } from '../api/get-nft-listing.ts';
import { refreshAfterTrade } from './refresh-after-trade.ts';

/**
 * Cancelling is a transaction (the signature is out there; only the contract can void it). The
 * page then waits for the indexer to see the ListingCancelled event before it says 'Not for sale'.
 */
export function useCancelListing(nft: NftKey) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const cancel = useCallback(async (): Promise<boolean> => {
    const marketplace = getEnv().marketplaceAddress as `0x${string}` | null;
    const me = getWalletState().address?.toLowerCase();
    if (!marketplace || !me) return false;
    setRunning(true);
    try {
      const listing = await getNftListing(nft);
      if (!listing || listing.seller.toLowerCase() !== me) {
        toast.info('This item has no listing of yours to cancel.');
        await refreshAfterTrade(queryClient, nft);
        return false;
      }
      await runTransaction(
        {
          address: marketplace,
          abi: GuardianMarketplaceAbi,
          functionName: 'cancel',
          args: [listingStruct(listing)],
        },
        {
          confirm: 'Confirm the cancellation in your wallet...',
          pending: 'Cancelling the listing...',
          success: 'Listing cancelled.',
        },
      );
      await waitUntil(async () => (await getNftListing(nft))?.hash !== listing.hash);
      await refreshAfterTrade(queryClient, nft);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionFailedError)) toast.error(transactionErrorMessage(error));
      return false;
    } finally {
      setRunning(false);
    }
  }, [nft, queryClient]);

  return { cancel, running };
}
