import { GuardianCollectionAbi, GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import type { ItemOffer } from '@guardians/shared/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { waitUntil } from '../../../lib/wait-until.ts';
import { runTransaction, TransactionFailedError } from '../../../lib/wallet/run-transaction.ts';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';
import type { OfferItem } from '../api/get-item-offers.ts';
import { getOffer } from '../api/get-offer.ts';
import { offerContracts } from '../api/read-offer-funds.ts';
import { offerErrorMessage } from '../utils/offer-error-message.ts';
import { offerStruct } from '../utils/offer-typed-data.ts';

/**
 * The holder accepts an offer with one of their items: the marketplace is approved for the collection
 * once (as for a listing), then `acceptOffer` sends the item to the offerer and pulls the WETH. The
 * success toast waits until the indexer has recorded the fill and `onTraded` has refreshed the page
 * (new owner, activity, stats). `offer.proof` is the item's proof for a trait offer.
 */
export function useAcceptOffer(onTraded: (item: OfferItem) => Promise<void>) {
  const queryClient = useQueryClient();
  /** The hash of the offer being accepted. */
  const [accepting, setAccepting] = useState<string | null>(null);

  const accept = useCallback(
    async (offer: ItemOffer, item: OfferItem): Promise<boolean> => {
      const contracts = offerContracts();
      const holder = getWalletState().address;
      if (!contracts || !holder) return false;
      setAccepting(offer.hash);
      const collection = item.tokenAddress as `0x${string}`;
      try {
        const approved = await readContractCall({
          address: collection,
          abi: GuardianCollectionAbi,
          functionName: 'isApprovedForAll',
          args: [holder, contracts.marketplace],
        });
        if (approved !== true) {
          await runTransaction(
            {
              address: collection,
              abi: GuardianCollectionAbi,
              functionName: 'setApprovalForAll',
              args: [contracts.marketplace, true],
            },
            {
              confirm:
                'Allow the marketplace to transfer items of this collection: confirm in your wallet...',
              pending: 'Approving the marketplace...',
              success: 'The marketplace may now transfer your items of this collection.',
              describeError: offerErrorMessage,
            },
          );
        }
        await runTransaction(
          {
            address: contracts.marketplace,
            abi: GuardianMarketplaceAbi,
            functionName: 'acceptOffer',
            args: [offerStruct(offer), offer.signature, BigInt(item.tokenId), offer.proof],
          },
          {
            confirm: 'Confirm the sale in your wallet...',
            pending: 'Accepting the offer...',
            settling: 'Sold. Updating the page...',
            success: `Sold for ${offer.amountEther} WETH!`,
            describeError: offerErrorMessage,
          },
          async () => {
            // A collection or trait offer stays open after one fill: wait for this fill, not the end.
            await waitUntil(async () => {
              const now = await getOffer(offer.hash);
              return now.fills > offer.fills || now.status === 'filled';
            });
            // Every offer list may hold this offer (the item's, the collection's, the accounts').
            await Promise.all([
              onTraded(item),
              queryClient.invalidateQueries({ queryKey: [keyRoots.offers] }),
            ]);
          },
        );
        return true;
      } catch (error) {
        // runTransaction has already said why in its own toast.
        if (!(error instanceof TransactionFailedError)) toast.error(offerErrorMessage(error));
        return false;
      } finally {
        setAccepting(null);
      }
    },
    [onTraded, queryClient],
  );

  return { accept, accepting };
}
