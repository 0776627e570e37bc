import { GuardianMarketplaceAbi, type Listing } from '@guardians/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, sales } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
const ETH = 10n ** 18n;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Bucket = {
  time: string;
  volume: number;
  sales: number;
  averagePrice: number | null;
  floorPrice: number | null;
};
type Listed = { listing: Listing; signature: Hex; hash: string };
const listed: Record<string, Listed> = {};
let saleTime: Date;

async function list(tokenId: bigint, price: bigint, cookie: string): Promise<Listed> {
  const signed = await w.signListing(w.seller, { tokenId, price });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload: listingBody(signed),
    headers: { cookie },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/listings: ${res.statusCode} ${res.body}`);
  return { ...signed, hash: res.json().data.hash as string };
}

async function buy(signed: Listed) {
  return w.confirm(
    await w.walletOf(w.buyer).writeContract({
      chain: null,
      address: w.marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'buy',
      args: [signed.listing, signed.signature],
      value: signed.listing.price,
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 30);
  await w.approveAll(w.seller);
  const { cookie } = await signInAs(t.app, w.seller);
  // Listed: 1 at 1 ETH, 2 at 0.5 ETH, 3 at 2 ETH; bought on chain: 2 then 1. Left: 3 at 2 ETH.
  listed.one = await list(1n, ETH, cookie);
  listed.two = await list(2n, ETH / 2n, cookie);
  listed.three = await list(3n, 2n * ETH, cookie);
  await buy(listed.two);
  await buy(listed.one);
  await w.indexer.syncOnce();
  const [sale] = await t.db.select().from(sales).where(eq(sales.tokenAddress, w.token)).limit(1);
  if (!sale) throw new Error('the sales were not indexed');
  saleTime = sale.timestamp;
});
afterAll(() => t.close());

const history = (query = '', token: string = w.token) =>
  t.app.inject({ method: 'GET', url: `/api/collections/${token}/stats/history${query}` });

/** The bucket holding `time`: buckets start on UTC hours (one_day) or days. */
function bucketOf(buckets: Bucket[], time: Date, step: number): Bucket | undefined {
  const start = new Date(Math.floor(time.getTime() / step) * step).toISOString();
  return buckets.find((b) => b.time === start);
}

describe('GET /api/collections/:token/stats/history', () => {
  it('gives 24 hourly buckets for one_day with the sales of the hour and the floor now', async () => {
    const res = await history('?interval=one_day');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.interval).toBe('one_day');
    expect(data.symbol).toBe('ETH');
    expect(data.buckets).toHaveLength(24);
    const times = data.buckets.map((b: Bucket) => Date.parse(b.time));
    expect(times.every((time: number, i: number) => i === 0 || time - (times[i - 1] ?? 0) === HOUR)).toBe(
      true,
    );
    expect(bucketOf(data.buckets, saleTime, HOUR)).toEqual({
      time: expect.any(String),
      volume: 1.5,
      sales: 2,
      averagePrice: 0.75,
      floorPrice: 2,
    });
    // Nothing was sold or listed in the other hours.
    const others = data.buckets.filter((b: Bucket) => b.sales === 0);
    expect(others).toHaveLength(23);
    expect(others.every((b: Bucket) => b.volume === 0 && b.averagePrice === null)).toBe(true);
    expect(data.buckets.slice(0, -1).every((b: Bucket) => b.floorPrice === null)).toBe(true);
  });

  it('defaults to thirty_day: 30 daily buckets', async () => {
    const { data } = (await history()).json();
    expect(data.interval).toBe('thirty_day');
    expect(data.buckets).toHaveLength(30);
    expect(data.buckets.map((b: Bucket) => b.time.slice(11))).toEqual(Array(30).fill('00:00:00.000Z'));
    expect(bucketOf(data.buckets, saleTime, DAY)).toMatchObject({ volume: 1.5, sales: 2 });
  });

  it('places an older sale in its day and replays the floor from listing times and status changes', async () => {
    // Token 2's listing was placed three days ago and sold yesterday; its sale moves with it.
    const now = Date.now();
    await t.db
      .update(listings)
      .set({ createdAt: new Date(now - 3 * DAY) })
      .where(eq(listings.hash, listed.two?.hash ?? ''));
    await t.db
      .update(sales)
      .set({ timestamp: sql`${sales.timestamp} - interval '1 day'` })
      .where(and(eq(sales.tokenAddress, w.token), eq(sales.listingHash, listed.two?.hash ?? '')));
    await t.db
      .update(listings)
      .set({ updatedAt: new Date(now - DAY) })
      .where(eq(listings.hash, listed.two?.hash ?? ''));

    const { data } = (await history('?interval=seven_day')).json();
    expect(data.buckets).toHaveLength(7);
    const yesterday = bucketOf(data.buckets, new Date(saleTime.getTime() - DAY), DAY);
    expect(yesterday).toMatchObject({ volume: 0.5, sales: 1, averagePrice: 0.5 });
    expect(bucketOf(data.buckets, saleTime, DAY)).toMatchObject({ volume: 1, sales: 1, averagePrice: 1 });
    // Valid at the end of each day since it was listed (until the fill yesterday): 0.5 ETH.
    const floors = data.buckets.map((b: Bucket) => b.floorPrice);
    const last = data.buckets.length - 1;
    expect(floors[last]).toBe(2);
    // The ends of the two days before yesterday's; yesterday's bucket ends after the fill.
    expect(floors.slice(last - 3, last - 1)).toEqual([0.5, 0.5]);
    expect(floors.slice(0, last - 3).every((f: number | null) => f === null)).toBe(true);
  });

  it('answers by slug as by address', async () => {
    const [row] = (
      await t.db.execute<{ slug: string }>(sql`select slug from collections where token_address = ${w.token}`)
    ).rows;
    const res = await history('?interval=one_day', row?.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.buckets).toHaveLength(24);
  });

  it('refuses an unknown interval, naming the field', async () => {
    const res = await history('?interval=one_year');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('interval');
  });

  it('answers 404 for an unknown collection', async () => {
    const res = await history('', '0x00000000000000000000000000000000000000ab');
    expect(res.statusCode).toBe(404);
    expect((await history('', 'no-such-collection')).statusCode).toBe(404);
  });
});
