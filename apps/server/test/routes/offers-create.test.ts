import { buildTokenIdTree, OfferKind, offerHash } from '@guardians/contracts';
import { type LiveEvent, OFFER_MESSAGES } from '@guardians/shared';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTraits, type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTradingWorld,
  fundedAccount,
  signInAs,
  type TradingWorld,
} from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
let poor: HDAccount;
const cookies: Record<'seller' | 'buyer' | 'poor', string> = { seller: '', buyer: '', poor: '' };
const ETH = 10n ** 18n;
const JADE = { type: 'Background', value: 'Jade' };

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 200);
  kit = await offerKit(w);
  poor = await fundedAccount(203, w.chain.rpcUrl);
  await kit.fund(w.buyer, 5n * ETH);
  await giveTraits(t.db, w.token, {
    1: [['Background', 'Jade']],
    2: [['Background', 'Jade']],
    3: [['Background', 'Onyx']],
  });
  cookies.seller = (await signInAs(t.app, w.seller)).cookie;
  cookies.buyer = (await signInAs(t.app, w.buyer)).cookie;
  cookies.poor = (await signInAs(t.app, poor)).cookie;
});
afterAll(() => t.close());

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/offers',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));
const itemOffer = (tokenId: bigint, amount = ETH) => ({ kind: OfferKind.Item, tokenId, amount });

async function expectRefusal(
  res: Awaited<ReturnType<typeof post>>,
  status: number,
  code: string,
  message?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  if (message) expect(res.json().message).toBe(message);
}

describe('POST /api/offers refuses', () => {
  it('a visitor who has not signed in (401)', async () => {
    const res = await post(offerBody(await kit.sign(w.buyer, itemOffer(1n))));
    expect(res.statusCode).toBe(401);
  });

  it('a body that does not match the schema, with a sentence (400)', async () => {
    const body = offerBody(await kit.sign(w.buyer, itemOffer(1n)));
    const res = await post({ ...body, offer: { ...body.offer, amount: '1.5' } }, cookies.buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/whole number/);
    const noKind = await post({ ...body, offer: { ...body.offer, kind: 'bundle' } }, cookies.buyer);
    expect(noKind.statusCode).toBe(400);
  });

  it("another wallet's offer (403 NOT_OFFERER)", async () => {
    const res = await post(offerBody(await kit.sign(w.buyer, itemOffer(1n))), cookies.seller);
    await expectRefusal(res, 403, 'NOT_OFFERER', OFFER_MESSAGES.notOfferer);
  });

  it.each([
    ['a zero amount', { amount: 0n }, OFFER_MESSAGES.amount, 'offer.amount'],
    ['a past expiry', { expiry: nowSeconds() - 10n }, OFFER_MESSAGES.expired, 'offer.expiry'],
    [
      'an expiry past 180 days',
      { expiry: nowSeconds() + 181n * 86_400n },
      OFFER_MESSAGES.tooLong,
      'offer.expiry',
    ],
    ['an item offer for two', { quantity: 2n }, OFFER_MESSAGES.itemQuantity, 'offer.quantity'],
    [
      'a trait root on an item offer',
      { traitRoot: `0x${'11'.repeat(32)}` },
      OFFER_MESSAGES.unusedFields,
      'offer.traitRoot',
    ],
  ] as const)('%s on an item offer (400 INVALID_OFFER)', async (_, fields, message, field) => {
    const res = await post(
      offerBody(await kit.sign(w.buyer, { ...itemOffer(1n), ...fields })),
      cookies.buyer,
    );
    await expectRefusal(res, 400, 'INVALID_OFFER', message);
    expect(res.json().field).toBe(field);
  });

  it('a collection offer naming a token, for 101 items, or naming a trait (400 INVALID_OFFER)', async () => {
    const token = await post(offerBody(await kit.sign(w.buyer, { amount: ETH, tokenId: 2n })), cookies.buyer);
    await expectRefusal(token, 400, 'INVALID_OFFER', OFFER_MESSAGES.unusedFields);
    const many = await post(
      offerBody(await kit.sign(w.buyer, { amount: ETH, quantity: 101n })),
      cookies.buyer,
    );
    await expectRefusal(many, 400, 'INVALID_OFFER', OFFER_MESSAGES.quantity);
    const trait = await post(offerBody(await kit.sign(w.buyer, { amount: ETH }), JADE), cookies.buyer);
    await expectRefusal(trait, 400, 'INVALID_OFFER', OFFER_MESSAGES.unusedFields);
  });

  it('a trait offer without its trait (400 INVALID_OFFER)', async () => {
    const signed = await kit.sign(w.buyer, {
      kind: OfferKind.Trait,
      amount: ETH,
      traitRoot: buildTokenIdTree([1n, 2n]).root,
    });
    await expectRefusal(
      await post(offerBody(signed), cookies.buyer),
      400,
      'INVALID_OFFER',
      OFFER_MESSAGES.traitMissing,
    );
  });

  it('an item or collection the index does not know (404)', async () => {
    const item = await post(offerBody(await kit.sign(w.buyer, itemOffer(99n))), cookies.buyer);
    await expectRefusal(item, 404, 'TOKEN_NOT_FOUND');
    const unknown = `0x${'42'.repeat(20)}` as const;
    const collection = await post(
      offerBody(await kit.sign(w.buyer, { amount: ETH, collection: unknown })),
      cookies.buyer,
    );
    await expectRefusal(collection, 404, 'COLLECTION_NOT_FOUND');
  });

  it("an offer on the offerer's own item (409 OWN_ITEM)", async () => {
    const res = await post(offerBody(await kit.sign(w.seller, itemOffer(1n))), cookies.seller);
    await expectRefusal(res, 409, 'OWN_ITEM', OFFER_MESSAGES.ownItem);
  });

  it("a trait no item carries (404 TRAIT_UNKNOWN), and a root that is not the trait's items (409 TRAIT_CHANGED)", async () => {
    const gold = { type: 'Background', value: 'Gold' };
    const root = buildTokenIdTree([1n]).root;
    const unknown = await post(
      offerBody(await kit.sign(w.buyer, { kind: OfferKind.Trait, amount: ETH, traitRoot: root }), gold),
      cookies.buyer,
    );
    await expectRefusal(unknown, 404, 'TRAIT_UNKNOWN', OFFER_MESSAGES.traitUnknown);
    // Items 1 and 2 are Jade: a root of item 1 alone is what the offerer saw before item 2 became Jade.
    const stale = await post(
      offerBody(await kit.sign(w.buyer, { kind: OfferKind.Trait, amount: ETH, traitRoot: root }), JADE),
      cookies.buyer,
    );
    await expectRefusal(stale, 409, 'TRAIT_CHANGED', OFFER_MESSAGES.traitChanged);
  });

  it("a nonce other than the marketplace's (409 STALE_NONCE)", async () => {
    const res = await post(
      offerBody(await kit.sign(w.buyer, { ...itemOffer(1n), nonce: 7n })),
      cookies.buyer,
    );
    await expectRefusal(res, 409, 'STALE_NONCE', OFFER_MESSAGES.staleNonce);
  });

  it('a signature made by another key (400 INVALID_SIGNATURE)', async () => {
    const signed = await kit.sign(w.buyer, itemOffer(1n));
    const forged = await kit.sign(w.seller, signed.offer);
    const res = await post(offerBody({ offer: signed.offer, signature: forged.signature }), cookies.buyer);
    await expectRefusal(res, 400, 'INVALID_SIGNATURE', OFFER_MESSAGES.badSignature);
  });

  it('an offer above the WETH held (409 NOT_FUNDED), then above the allowance (409 WETH_NOT_APPROVED)', async () => {
    const unfunded = await post(offerBody(await kit.sign(poor, itemOffer(1n))), cookies.poor);
    await expectRefusal(unfunded, 409, 'NOT_FUNDED', OFFER_MESSAGES.notFunded);
    await kit.fund(poor, 2n * ETH, ETH / 2n);
    const unapproved = await post(offerBody(await kit.sign(poor, itemOffer(1n))), cookies.poor);
    await expectRefusal(unapproved, 409, 'WETH_NOT_APPROVED', OFFER_MESSAGES.notApproved);
  });
});

describe('POST /api/offers stores', () => {
  it('an item offer under its EIP-712 digest, once, and announces it once', async () => {
    const heard: LiveEvent[] = [];
    const stop = t.app.live.subscribe((event) => heard.push(event));
    const signed = await kit.sign(w.buyer, itemOffer(2n, ETH / 4n));
    const res = await post(offerBody(signed), cookies.buyer);
    expect(res.statusCode, res.body).toBe(201);
    expect(heard).toEqual([{ type: 'catalogue' }]);
    expect(res.json().data).toMatchObject({
      hash: offerHash(signed.offer, { chainId: 31337, marketplace: w.marketplace }),
      offerer: w.buyer.address.toLowerCase(),
      collection: w.token,
      kind: 'item',
      tokenId: '2',
      trait: null,
      amount: (ETH / 4n).toString(),
      amountEther: '0.25',
      quantity: 1,
      fills: 0,
      status: 'active',
    });
    const again = await post(offerBody(signed), cookies.buyer);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.hash).toBe(res.json().data.hash);
    stop();
    expect(heard).toHaveLength(1);
  });

  it('a collection offer for several items, and a trait offer with the items it covers', async () => {
    const collection = await post(
      offerBody(await kit.sign(w.buyer, { amount: ETH / 10n, quantity: 3n })),
      cookies.buyer,
    );
    expect(collection.statusCode, collection.body).toBe(201);
    expect(collection.json().data).toMatchObject({ kind: 'collection', tokenId: null, quantity: 3 });

    const root = buildTokenIdTree([2n, 1n]).root;
    const signed = await kit.sign(w.buyer, {
      kind: OfferKind.Trait,
      amount: ETH / 5n,
      quantity: 2n,
      traitRoot: root,
    });
    const trait = await post(offerBody(signed, JADE), cookies.buyer);
    expect(trait.statusCode, trait.body).toBe(201);
    expect(trait.json().data).toMatchObject({
      kind: 'trait',
      traitRoot: root,
      trait: { ...JADE, tokenCount: 2 },
    });
  });
});
