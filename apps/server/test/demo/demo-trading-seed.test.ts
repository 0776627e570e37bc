import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import type { DemoCollection } from '@guardians/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { loadConfig } from '../../src/config.ts';
import { listings, offers, tokenAttributes } from '../../src/db/schema/index.ts';
import {
  demoGenesisTimestamp,
  needsWarp,
  WARP_TOLERANCE_SECONDS,
  warpToWallClock,
} from '../../src/demo/chain-clock.ts';
import { loadDemoCollections } from '../../src/demo/demo-catalogue.ts';
import { deployDemoCollection } from '../../src/demo/demo-deploy.ts';
import { isTradable } from '../../src/demo/demo-trading-market.ts';
import { planDemoTrading } from '../../src/demo/demo-trading-plan.ts';
import { type DemoTradingResult, seedDemoTrading } from '../../src/demo/demo-trading-seed.ts';
import { traitsFor } from '../../src/demo/demo-traits.ts';
import { ANVIL_DEV_ACCOUNTS } from '../../src/demo/dev-accounts.ts';
import { createIndexer } from '../../src/indexer/indexer.ts';
import { createReadContext } from '../../src/services/catalogue/read/read-context.ts';
import { getAccountOffers } from '../../src/services/offers/offer-reads.ts';
import { openCondition } from '../../src/services/offers/store/offer-queries.ts';
import { topCollectionOfferInTime } from '../../src/services/offers/top-offer.ts';
import { listGreatDeals } from '../../src/services/trading/great-deals.ts';
import { validListingCondition } from '../../src/services/trading/store/listing-repository.ts';
import { deployTradingContracts } from '../../src/services/trading/trading-deploy.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const DAY_MS = 86_400_000;
const TRADERS = [0, 4, 8].map((i) => ANVIL_DEV_ACCOUNTS[i]) as string[];

describe('the warp rule', () => {
  it('moves the chain on only when its latest block trails the wall clock by more than a minute', () => {
    const now = 1_800_000_000;
    expect(needsWarp(now - 31 * 86_400, now)).toBe(true);
    expect(needsWarp(now - WARP_TOLERANCE_SECONDS - 1, now)).toBe(true);
    expect(needsWarp(now - WARP_TOLERANCE_SECONDS, now)).toBe(false);
    expect(needsWarp(now - 5, now)).toBe(false);
    // A chain ahead of the clock (someone mined into the future) is never pulled back.
    expect(needsWarp(now + 3600, now)).toBe(false);
  });

  it('starts a fresh chain 31 days before now', () => {
    expect(demoGenesisTimestamp(1_800_000_000_000)).toBe(1_800_000_000 - 31 * 86_400);
  });
});

// Its own anvil, started in the past as the launcher starts a fresh chain: the seed warps its clock.
describe('the demo trading history on a fresh local chain', () => {
  let anvil: AnvilHandle;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let chain: ReturnType<typeof createChainClient>;
  let relics: DemoCollection;
  let token: `0x${string}`;
  let marketplace: `0x${string}`;
  let result: DemoTradingResult;
  let seedSeconds: number;

  beforeAll(async () => {
    anvil = await startAnvil({
      port: await findFreePort(),
      silent: true,
      genesisTimestamp: demoGenesisTimestamp(),
    });
    chain = createChainClient({ rpcUrl: anvil.rpcUrl, chainId: 31337, name: 'Local' });
    database = await createTestDatabase();
    const rootDir = loadConfig({ LOG_LEVEL: 'silent' }).rootDir;
    const found = loadDemoCollections(rootDir).find((c) => c.slug === 'temple-relics');
    if (!found) throw new Error('temple-relics is missing from the demo catalogue');
    relics = found;
    const deployed = await deployDemoCollection(chain, relics, 'http://127.0.0.1:9/api/demo/temple-relics/');
    token = deployed.address.toLowerCase() as `0x${string}`;
    const trading = await deployTradingContracts(database.db, chain);
    const address = trading.find((c) => c.kind === 'marketplace')?.address;
    if (!address) throw new Error('no marketplace');
    marketplace = address;

    const began = performance.now();
    result = await seedDemoTrading(database.db, chain, {
      marketplace,
      collections: [{ collection: relics, address: token }],
    });
    seedSeconds = (performance.now() - began) / 1000;
    await warpToWallClock(chain);

    const indexer = createIndexer({ db: database.db, chain, metadata: { batchSize: 0 } });
    await indexer.addCollection(token, { deploymentBlock: deployed.deploymentBlock });
    for (let pass = 0; pass < 5; pass++) await indexer.syncOnce();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await anvil?.stop();
  });

  it('mines a few sales a day over the past month, read by the indexer from the Sale events', async () => {
    console.info(
      `demo trading seed: ${result.sales} sales, ${result.cancels} cancels, ${result.listings} listings, offers ${JSON.stringify(result.offers)} in ${seedSeconds.toFixed(2)} s`,
    );
    expect(result.skipped).toBeUndefined();
    const rows = await database.db.execute<{ day: string; sales: number; first: Date; last: Date }>(sql`
      select to_char(timestamp, 'YYYY-MM-DD') as day, count(*)::int as sales,
             min(timestamp) as first, max(timestamp) as last
        from sales where token_address = ${token} group by 1 order by 1`);
    const total = rows.rows.reduce((n, r) => n + r.sales, 0);
    // Listings bought and items sold to offers.
    expect(total).toBe(result.sales + (result.offers?.fills ?? 0));
    expect(rows.rows.length).toBeGreaterThanOrEqual(20);
    const times = rows.rows.flatMap((r) => [new Date(r.first).getTime(), new Date(r.last).getTime()]);
    // Inside the 30-day window: the month before is empty, so the 30-day change reads +100 %.
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 30 * DAY_MS);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    // Some sales today and yesterday, so the one-day interval has a volume.
    expect(Math.max(...times)).toBeGreaterThan(Date.now() - DAY_MS);
  });

  it('trades only among anvil #0, #4 and #8 and only tokens no browser test opens', async () => {
    const traders = TRADERS;
    const rows = await database.db.execute<{ seller: string; buyer: string; token_id: string }>(
      sql`select seller, buyer, token_id::text from sales where token_address = ${token}`,
    );
    for (const row of rows.rows) {
      expect(traders).toContain(row.seller);
      expect(traders).toContain(row.buyer);
      expect(isTradable(relics, Number(row.token_id))).toBe(true);
      expect(Number(row.token_id)).toBeGreaterThan(60);
    }
    const sellers = await database.db.selectDistinct({ seller: listings.seller }).from(listings);
    for (const { seller } of sellers) expect(traders).toContain(seller);
    const offerers = await database.db.selectDistinct({ offerer: offers.offerer }).from(offers);
    for (const { offerer } of offerers) expect(traders).toContain(offerer);
    const items = await database.db.execute<{ token_id: string }>(
      sql`select token_id::text from offers where kind = 'item'`,
    );
    for (const row of items.rows) expect(isTradable(relics, Number(row.token_id))).toBe(true);
  });

  it('leaves 20 to 40 valid listings, some created today, with statuses from the chain events', async () => {
    const valid = await database.db
      .select()
      .from(listings)
      .where(and(eq(listings.tokenAddress, token), validListingCondition()));
    expect(valid.length).toBeGreaterThanOrEqual(20);
    expect(valid.length).toBeLessThanOrEqual(40);
    const statuses = await database.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from listings group by status`,
    );
    const count = (status: string) => statuses.rows.find((r) => r.status === status)?.n ?? 0;
    expect(count('filled')).toBe(result.sales);
    expect(count('cancelled')).toBe(result.cancels);
    expect(count('cancelled')).toBeGreaterThan(0);
    // created_at is chain time: spread over the month, none in the future.
    const created = await database.db.execute<{ oldest: Date; newest: Date }>(
      sql`select min(created_at) as oldest, max(created_at) as newest from listings`,
    );
    const { oldest, newest } = created.rows[0] ?? {};
    expect(new Date(oldest ?? 0).getTime()).toBeLessThan(Date.now() - 25 * DAY_MS);
    expect(new Date(newest ?? 0).getTime()).toBeLessThan(Date.now());
  });

  it('lists some tokens well under their trait floor, so great deals exist once traits are read', async () => {
    // What the metadata worker stores from the demo token URIs, written here without the web server.
    const ids = Array.from({ length: relics.supply }, (_, i) => i + 1);
    await database.db.insert(tokenAttributes).values(
      ids.flatMap((id) =>
        traitsFor(relics, id).map((t) => ({
          chainId: 31337,
          tokenAddress: token,
          tokenId: String(id),
          traitType: t.trait_type,
          value: t.value,
        })),
      ),
    );
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const ctx = createReadContext({ db: database.db, chainId: 31337, config });
    const deals = await listGreatDeals(ctx, { offset: 0, limit: 10 });
    expect(deals.total).toBeGreaterThan(0);
    for (const deal of deals.items) expect(deal.discount).toBeGreaterThanOrEqual(20);
  });

  it('places item, collection and trait offers over the month: some filled as sales, some cancelled, some open', async () => {
    const counts = result.offers;
    if (!counts) throw new Error('the seed made no offers');
    expect(counts.item).toBeGreaterThan(0);
    expect(counts.collection).toBeGreaterThan(0);
    expect(counts.trait).toBeGreaterThan(0);
    expect(counts.fills).toBeGreaterThan(0);
    expect(counts.cancelled).toBeGreaterThan(0);
    expect(counts.open).toBeGreaterThan(0);
    // Accepted on chain, read by the indexer into sales from the OfferAccepted events.
    const sold = await database.db.execute<{ kind: string; n: number; first: Date; last: Date }>(sql`
      select o.kind, count(*)::int as n, min(s.timestamp) as first, max(s.timestamp) as last
        from sales s join offers o on o.hash = s.listing_hash
       where s.source = 'offer' group by o.kind`);
    expect(sold.rows.reduce((n, r) => n + r.n, 0)).toBe(counts.fills);
    expect(sold.rows.map((r) => r.kind).sort()).toEqual(['collection', 'item', 'trait']);
    for (const row of sold.rows) {
      expect(new Date(row.first).getTime()).toBeGreaterThan(Date.now() - 30 * DAY_MS);
      expect(new Date(row.last).getTime()).toBeLessThan(Date.now());
    }
    // The stored statuses and fills agree with the chain's events.
    const stored = await database.db.execute<{ status: string; n: number; fills: number }>(
      sql`select status, count(*)::int as n, sum(fills)::int as fills from offers group by status`,
    );
    const row = (status: string) => stored.rows.find((r) => r.status === status);
    expect(row('cancelled')?.n).toBe(counts.cancelled);
    expect(row('filled')?.n).toBeGreaterThan(0);
    expect(stored.rows.reduce((n, r) => n + r.fills, 0)).toBe(counts.fills);
    const open = await database.db.select().from(offers).where(openCondition);
    expect(open.length).toBe(counts.open);
    // created_at is chain time: over the month, none in the future, as the listings'.
    const times = (await database.db.select({ at: offers.createdAt }).from(offers)).map((o) =>
      o.at.getTime(),
    );
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 30 * DAY_MS);
    expect(Math.min(...times)).toBeLessThan(Date.now() - 20 * DAY_MS);
    expect(Math.max(...times)).toBeLessThan(Date.now());
  });

  it('leaves open offers on items other traders hold, and a funded top collection offer', async () => {
    const onOthers = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from offers
        join tokens t on t.chain_id = offers.chain_id and t.token_address = offers.collection
         and t.token_id = offers.token_id
       where offers.kind = 'item' and ${openCondition} and t.owner <> offers.offerer
         and t.owner = any(${sql.param(TRADERS)}::text[])`);
    expect(onOthers.rows[0]?.n).toBeGreaterThanOrEqual(3);

    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const read = createReadContext({ db: database.db, chainId: 31337, config });
    const deps = { db: database.db, chain, config, read };
    const log = { warn: () => {} };
    const top = await topCollectionOfferInTime(deps, token, log);
    expect(Number(top)).toBeGreaterThan(0);
    // Under the floor: no open collection offer bids more than the cheapest valid listing.
    const [floor] = await database.db
      .execute<{ wei: string }>(sql`
      select min(price_wei)::text as wei from listings
       where token_address = ${token} and ${validListingCondition()}`)
      .then((r) => r.rows);
    expect(BigInt(Math.round(Number(top) * 1e18))).toBeLessThan(BigInt(floor?.wei ?? '0'));

    // Each trader's Offers tab: offers they made, and offers on what they hold.
    for (const trader of TRADERS) {
      const page = { offset: 0, limit: 20, status: 'open' } as const;
      const made = await getAccountOffers(deps, trader, { ...page, role: 'made' });
      const received = await getAccountOffers(deps, trader, { ...page, role: 'received' });
      expect(made.total + received.total).toBeGreaterThan(0);
      for (const offer of [...made.items, ...received.items]) expect(offer.status).toBe('active');
    }
  });

  it('leaves the chain at wall-clock time', async () => {
    const head = await chain.public.getBlock({ blockTag: 'latest' });
    expect(Math.abs(Number(head.timestamp) - Date.now() / 1000)).toBeLessThan(WARP_TOLERANCE_SECONDS);
    expect(await warpToWallClock(chain)).toBe(false);
  });

  it('draws the same listings from the same seed, and other ones from another seed', () => {
    const input = {
      collections: [{ collection: relics, address: token }],
      marketplace,
      chainId: 31337,
      start: 1_790_000_000,
      end: 1_790_000_000 + 30 * 86_400,
    };
    const hashes = (seed?: string) => {
      const plan = planDemoTrading({ ...input, seed });
      return [...plan.listings.map((l) => l.hash), ...plan.offers.map((o) => o.hash)];
    };
    expect(hashes()).toEqual(hashes());
    expect(hashes()).not.toEqual(hashes('another'));
    expect(new Set(hashes()).size).toBe(hashes().length);
    // The seeded run itself is the plan: its stored listings and offers are the planned ones.
    expect(result.plan?.listings.length).toBe(result.listings);
    const counts = result.offers;
    expect(result.plan?.offers.length).toBe(
      (counts?.item ?? 0) + (counts?.collection ?? 0) + (counts?.trait ?? 0),
    );
  });
});
