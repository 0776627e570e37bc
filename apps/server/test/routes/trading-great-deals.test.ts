import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenAttributes } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
const ETH = 10n ** 18n;

// Eyes=Gold is the rarest value of tokens 1 and 2 (2 of 5); token 3's rarest is Eyes=Plain (3 of 5).
const traits: Array<[number, string, string]> = [
  [1, 'Eyes', 'Gold'],
  [1, 'Background', 'Blue'],
  [2, 'Eyes', 'Gold'],
  [2, 'Background', 'Blue'],
  [3, 'Eyes', 'Plain'],
  [3, 'Background', 'Blue'],
  [4, 'Eyes', 'Plain'],
  [4, 'Background', 'Blue'],
  [5, 'Eyes', 'Plain'],
  [5, 'Background', 'Red'],
];

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 19);
  await w.approveAll(w.seller);
  await t.db.insert(tokenAttributes).values(
    traits.map(([id, traitType, value]) => ({
      chainId: 31337,
      tokenAddress: w.token,
      tokenId: String(id),
      traitType,
      value,
    })),
  );
  const { cookie } = await signInAs(t.app, w.seller);
  for (const [tokenId, price] of [
    [1n, (7n * ETH) / 10n],
    [2n, ETH],
    [3n, ETH / 2n],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: listingBody(await w.signListing(w.seller, { tokenId, price })),
      headers: { cookie },
    });
    if (res.statusCode !== 201) throw new Error(`POST /api/listings: ${res.statusCode} ${res.body}`);
  }
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/great-deals/all${query}` });

describe('GET /api/great-deals/all', () => {
  it('lists items at most 80 % of the floor of their rarest trait value', async () => {
    const res = await get('?chainId=31337&offset=0&limit=10&refreshCache=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          asset: expect.objectContaining({ tokenId: '1', tokenAddress: w.token }),
          price: '0.7',
          symbol: 'ETH',
          traitType: 'Eyes',
          traitValue: 'Gold',
          traitFloor: '1',
          discount: 30,
        },
      ],
      total: 1,
    });
  });

  it('pages, and finds nothing on another chain', async () => {
    expect((await get('?offset=1&limit=10')).json().data).toEqual({ items: [], total: 1 });
    expect((await get('?chainId=1')).json().data).toEqual({ items: [], total: 0 });
  });

  it('rejects a limit out of range', async () => {
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await get('?limit=abc')).statusCode).toBe(400);
  });
});
