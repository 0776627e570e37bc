import {
  buildTokenIdTree,
  collectionOffer,
  itemOffer,
  offerHash,
  offerTypedData as reference,
  traitOffer,
} from '@guardians/contracts';
import type { OfferRecord } from '@guardians/shared/offers';
import { describe, expect, it } from 'vitest';
import { randomSalt } from '../../../lib/wallet/marketplace-signing.ts';
import {
  collectionOfferStruct,
  createOfferBody,
  itemOfferStruct,
  offerStruct,
  offerTypedData,
  traitOfferStruct,
} from './offer-typed-data.ts';

const domain = { chainId: 31337, marketplace: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512' } as const;
const terms = {
  offerer: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  collection: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  tokenId: 7n,
  amount: 10n ** 17n,
  expiry: 1_900_000_000n,
  nonce: 2n,
  salt: randomSalt(),
} as const;

describe('the offers’ copy of the contracts’ shapes', () => {
  it('signs the same typed data as @guardians/contracts', () => {
    expect(offerTypedData(itemOfferStruct(terms), domain)).toEqual(reference(itemOffer(terms), domain));
  });

  it('signs a collection offer as @guardians/contracts does: token id and root zero', () => {
    const { tokenId: _, ...rest } = terms;
    const mine = collectionOfferStruct({ ...rest, quantity: 5n });
    expect(offerTypedData(mine, domain)).toEqual(
      reference(collectionOffer({ ...rest, quantity: 5n }), domain),
    );
    expect(createOfferBody(mine, '0x1234').offer).toMatchObject({
      kind: 'collection',
      tokenId: '0',
      quantity: '5',
    });
  });

  it("signs a trait offer with the server's root as @guardians/contracts builds it, naming the trait", () => {
    const { tokenId: _, ...rest } = terms;
    const tokenIds = [1n, 4n, 9n];
    const traitRoot = buildTokenIdTree(tokenIds).root;
    const mine = traitOfferStruct({ ...rest, quantity: 2n, traitRoot });
    expect(offerTypedData(mine, domain)).toEqual(
      reference(traitOffer({ ...rest, quantity: 2n, tokenIds }), domain),
    );
    const body = createOfferBody(mine, '0x1234', { type: 'Background', value: 'Jade' });
    expect(body).toMatchObject({
      offer: { kind: 'trait', tokenId: '0', traitRoot, quantity: '2' },
      trait: { type: 'Background', value: 'Jade' },
    });
  });

  it('turns a stored offer back into the struct that was signed', () => {
    const offer = itemOfferStruct(terms);
    const body = createOfferBody(offer, '0x1234');
    const record: OfferRecord = {
      ...body.offer,
      hash: offerHash(itemOffer(terms), domain),
      chainId: 31337,
      marketplace: domain.marketplace,
      trait: null,
      amountEther: '0.1',
      quantity: 1,
      fills: 0,
      signature: body.signature,
      status: 'active',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    expect(body.offer).toMatchObject({
      kind: 'item',
      tokenId: '7',
      amount: '100000000000000000',
      quantity: '1',
    });
    expect(offerStruct(record)).toEqual(offer);
  });
});
