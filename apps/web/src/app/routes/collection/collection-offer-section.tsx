import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { offerContracts } from '../../../features/offers/api/read-offer-funds.ts';
import { CollectionOffers } from '../../../features/offers/components/collection-offers.tsx';

/**
 * The offers feature in the collection page's section slot: its collection and trait offers, with the
 * buttons to make one. Nothing where the chain has no offers (no marketplace, or one without WETH).
 */
export function collectionOfferSection(collectionRef: string, chainId: number) {
  if (!offerContracts()) return undefined;
  return (collection: CollectionMetadata) => (
    <CollectionOffers
      collection={{ tokenAddress: collection.tokenAddress, name: collection.name, collectionRef, chainId }}
    />
  );
}
