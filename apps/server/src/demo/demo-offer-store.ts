import { offerHash } from '@guardians/contracts';
import type { CreateOfferBody } from '@guardians/shared';
import type { Hex } from 'viem';
import type { Queryable } from '../db/queryable.ts';
import { checkOfferFields, fromContractOffer, toContractOffer } from '../services/offers/offer-checks.ts';
import { insertOffer } from '../services/offers/store/offer-repository.ts';
import { isOpen, type PlannedOffer } from './demo-offer-plan.ts';

/** The signed offer as POST /api/offers takes it: what the web's createOfferBody sends. */
function offerBody(planned: PlannedOffer, signature: Hex): CreateOfferBody {
  const { trait } = planned;
  return {
    offer: fromContractOffer(planned.offer),
    signature,
    ...(trait ? { trait: { type: trait.type, value: trait.value } } : {}),
  };
}

/**
 * Stores the history's offers as POST /api/offers stores one (decision 0087), at the chain time
 * each was signed: the same field checks at that time, the digest the server computes from the
 * body, the row createOffer writes with the status the chain now has. What createOffer reads from
 * the index (the item's holder, the trait's items) the plan knows: the indexer and the metadata
 * worker have not run yet on a fresh chain. No notifications: they are news of today, not of the
 * past month (the indexer leaves the sales' news out as well).
 */
export async function storeDemoOffers(
  db: Queryable,
  offers: readonly PlannedOffer[],
  options: { chainId: number; marketplace: `0x${string}`; signatureOf: (hash: Hex) => Hex },
): Promise<void> {
  const domain = { chainId: options.chainId, marketplace: options.marketplace };
  for (const planned of offers) {
    const signature = options.signatureOf(planned.hash);
    const body = offerBody(planned, signature);
    checkOfferFields(body, planned.createdAt);
    const hash = offerHash(toContractOffer(body.offer), domain);
    if (hash !== planned.hash) throw new Error(`demo trading: offer ${planned.hash} hashes to ${hash}`);
    const { offer } = body;
    const at = new Date(planned.createdAt * 1000);
    await insertOffer(db, {
      hash,
      chainId: options.chainId,
      marketplace: options.marketplace,
      offerer: offer.offerer.toLowerCase(),
      collection: offer.collection.toLowerCase(),
      kind: offer.kind,
      tokenId: offer.kind === 'item' ? offer.tokenId : null,
      traitType: body.trait?.type ?? null,
      traitValue: body.trait?.value ?? null,
      traitRoot: offer.traitRoot.toLowerCase(),
      tokenIds: planned.trait?.tree.tokenIds.map(String) ?? null,
      amountWei: offer.amount,
      quantity: Number(offer.quantity),
      fills: planned.fills,
      expiry: new Date(offer.expiry * 1000),
      nonce: offer.nonce,
      salt: offer.salt,
      signature: signature.toLowerCase(),
      status: planned.cancelled ? 'cancelled' : isOpen(planned) ? 'active' : 'filled',
      createdAt: at,
      updatedAt: at,
    });
  }
}
