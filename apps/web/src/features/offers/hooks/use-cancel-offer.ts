import { GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import type { OfferRecord } from '@guardians/shared/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { waitUntil } from '../../../lib/wait-until.ts';
import { runTransaction, TransactionFailedError } from '../../../lib/wallet/run-transaction.ts';
import { getOffer } from '../api/get-offer.ts';
import { offerContracts } from '../api/read-offer-funds.ts';
import { offerErrorMessage } from '../utils/offer-error-message.ts';
import { offerStruct } from '../utils/offer-typed-data.ts';

/**
 * Cancelling is a transaction: the signature is out there, and only the contract can void it. The
 * list then waits for the indexer to see the OfferCancelled event before it drops the row.
 */
export function useCancelOffer() {
  const queryClient = useQueryClient();
  /** The hash of the offer being cancelled. */
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = useCallback(
    async (offer: OfferRecord): Promise<boolean> => {
      const contracts = offerContracts();
      if (!contracts) return false;
      setCancelling(offer.hash);
      try {
        await runTransaction(
          {
            address: contracts.marketplace,
            abi: GuardianMarketplaceAbi,
            functionName: 'cancelOffer',
            args: [offerStruct(offer)],
          },
          {
            confirm: 'Confirm the cancellation in your wallet...',
            pending: 'Cancelling the offer...',
            settling: 'Cancelled. Updating the offers...',
            success: 'Offer cancelled.',
            describeError: offerErrorMessage,
          },
          async () => {
            await waitUntil(async () => (await getOffer(offer.hash)).status === 'cancelled');
            // Every offer list may hold it, and a collection offer may have been the top offer.
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: [keyRoots.offers] }),
              queryClient.invalidateQueries({ queryKey: [keyRoots.collectionMetadata] }),
            ]);
          },
        );
        return true;
      } catch (error) {
        if (!(error instanceof TransactionFailedError)) toast.error(offerErrorMessage(error));
        return false;
      } finally {
        setCancelling(null);
      }
    },
    [queryClient],
  );

  return { cancel, cancelling };
}
