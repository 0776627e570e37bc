import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { collectionOfferSection } from './collection-offer-section.tsx';
import { collectionSweepSlots } from './collection-sweep.tsx';

/**
 * What the market features add to a collection page (/collection/:ref and /explore): the offers and
 * the sweep controls between the chart and the items, the cart button on the cards.
 */
export function collectionMarketSlots(collectionRef: string, chainId: number) {
  const offers = collectionOfferSection(collectionRef, chainId);
  const sweep = collectionSweepSlots(collectionRef, chainId);
  return {
    section: (collection: CollectionMetadata) => (
      <>
        {offers?.(collection)}
        {sweep.controls}
      </>
    ),
    cardAction: sweep.cardAction,
  };
}
