import { GuardianCollectionAbi, GuardianMarketplaceAbi } from '@guardians/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '../../src/db/schema/index.ts';
import { traitKey } from '../../src/indexer/store/token-metadata-repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
const ETH = 10n ** 18n;

const colours: Record<number, string> = { 1: 'Red', 2: 'Red', 3: 'Blue', 4: 'Red', 5: 'Blue', 6: 'Red' };

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 34, { supply: 6 });
  await w.approveAll(w.seller);
  for (const [id, colour] of Object.entries(colours)) {
    await t.db
      .update(tokens)
      .set({ traitKeys: [traitKey('Color', colour)] })
      .where(and(eq(tokens.tokenAddress, w.token), eq(tokens.tokenId, id)));
  }
  const { cookie } = await signInAs(t.app, w.seller);
  const list = async (tokenId: bigint, price: bigint) => {
    const signed = await w.signListing(w.seller, { tokenId, price });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: listingBody(signed),
      headers: { cookie },
    });
    if (res.statusCode !== 201) throw new Error(`POST /api/listings: ${res.statusCode} ${res.body}`);
    return signed;
  };
  // Valid: 5 at 0.1, 4 at 0.3, 2 at 0.5 (and 1 ETH: the cheapest counts), 6 at 2.
  await list(5n, ETH / 10n);
  await list(4n, (3n * ETH) / 10n);
  await list(2n, ETH);
  await list(2n, ETH / 2n);
  await list(6n, 2n * ETH);
  // Not valid: 3 was bought (filled); 1 was given away after listing (the seller no longer owns it).
  const three = await list(3n, ETH / 100n);
  await list(1n, ETH / 100n);
  await w.confirm(
    await w.walletOf(w.buyer).writeContract({
      chain: null,
      address: w.marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'buy',
      args: [three.listing, three.signature],
      value: three.listing.price,
    }),
  );
  await w.confirm(
    await w.walletOf(w.seller).writeContract({
      chain: null,
      address: w.token,
      abi: GuardianCollectionAbi,
      functionName: 'transferFrom',
      args: [w.seller.address, w.deployer.address, 1n],
    }),
  );
  await w.indexer.syncOnce();
});
afterAll(() => t.close());

const ids = (res: { json: () => { data: { assets: Array<{ tokenId: string }> } } }) =>
  res.json().data.assets.map((a) => a.tokenId);
const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/collections/${w.token}${query}` });

describe('sortBy on a collection page', () => {
  it('keeps token id order by default and for sortBy=token_id', async () => {
    expect(ids(await get(''))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(ids(await get('?sortBy=token_id'))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('puts listed items first by their cheapest valid listing, then the rest by id', async () => {
    const res = await get('?sortBy=price_asc&withPrices=true');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(['5', '4', '2', '6', '1', '3']);
    expect(res.json().data.prices.map((p: { price: string | null }) => p.price)).toEqual([
      '0.1',
      '0.3',
      '0.5',
      '2',
      null,
      null,
    ]);
    expect(ids(await get('?sortBy=price_desc'))).toEqual(['6', '2', '4', '5', '1', '3']);
  });

  it('pages through the price order with the total', async () => {
    const res = await get('?sortBy=price_asc&offset=2&limit=2');
    expect(res.json().data).toMatchObject({ total: 6, offset: 2, limit: 2 });
    expect(ids(res)).toEqual(['2', '6']);
    const beyond = await get('?sortBy=price_asc&offset=10&limit=2');
    expect(beyond.json().data).toMatchObject({ assets: [], total: 6 });
  });

  it('sorts within a trait filter and a search', async () => {
    const filtered = await t.app.inject({
      method: 'POST',
      url: `/api/collections/${w.token}?sortBy=price_asc`,
      payload: { Color: ['Red'] },
    });
    expect(filtered.statusCode).toBe(200);
    expect(ids(filtered)).toEqual(['4', '2', '6', '1']);
    expect(filtered.json().data.total).toBe(4);
    const searched = await get('?sortBy=price_desc&search=blu');
    expect(ids(searched)).toEqual(['5', '3']);
  });

  it('refuses an unknown sortBy, naming the field', async () => {
    const res = await get('?sortBy=cheapest');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('sortBy');
  });
});
