import { GuardianMarketplaceAbi } from '@guardians/contracts';
import { sql } from 'drizzle-orm';
import { createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../../src/chain/chain-client.ts';
import type { Db } from '../../src/db/client.ts';
import type { IndexerLogger } from '../../src/indexer/indexer-logger.ts';
import { deployTradingContracts } from '../../src/services/trading/trading-deploy.ts';
import { type ProviderStyle, providerStyles } from '../helpers/provider-answers.ts';
import { seededRandom } from '../helpers/provider-faults.ts';
import { type ProviderProxy, startProviderProxy } from '../helpers/provider-proxy.ts';
import { catalogueState, indexerFor } from './helpers/catalogue-state.ts';
import { type ProviderWorld, startProviderWorld } from './helpers/provider-world.ts';

// The indexer through a proxy that behaves like a hosted provider (issue 28 §3, decision 0079).
// The all-faults run at real latencies, with more blocks and reorganisations, is the soak file
// test/faults/provider-soak.test.ts.
let world: ProviderWorld;
const SELLER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'; // anvil #2, own anvil
/** One database for the file, emptied for each indexer: dropping a database per test cost seconds. */
let db: Db;
const proxies: ProviderProxy[] = [];

async function proxy(options: Omit<Parameters<typeof startProviderProxy>[0], 'upstream'> = {}) {
  const started = await startProviderProxy({ upstream: world.anvil.rpcUrl, ...options });
  proxies.push(started);
  return started;
}

/** An indexer through `url` on an emptied database, the collection added, and the warnings it logs. */
async function indexerThrough(url: string, options: Parameters<typeof indexerFor>[2] = {}) {
  await db.execute(sql`truncate collections, indexer_cursors, transfers, tokens restart identity cascade`);
  const warnings: string[] = [];
  const logger: IndexerLogger = {
    debug() {},
    info() {},
    warn: (_obj, msg) => warnings.push(msg ?? ''),
    error() {},
  };
  const indexer = indexerFor(db, url, { batchBlocks: 40, logger, ...options });
  await indexer.addCollection(world.collection.address, {
    deploymentBlock: world.collection.deploymentBlock,
  });
  return { db, indexer, warnings };
}

beforeAll(async () => {
  world = await startProviderWorld();
  db = await world.freshDb();
  const random = seededRandom(7);
  for (let block = 0; block < 12; block++) await world.mint(10);
  for (let block = 0; block < 12; block++) await world.trade(random, 8);
}, 120_000);

afterEach(async () => {
  for (const started of proxies.splice(0)) await started.close();
});

afterAll(async () => {
  await world?.close();
});

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** eth_getLogs asking for Transfer logs: alone, or ORed with other events (the range's ERC-4906 updates). */
const asksForTransfers = (topic: unknown) =>
  topic === TRANSFER_TOPIC || (Array.isArray(topic) && topic.includes(TRANSFER_TOPIC));
const transferReads = (through: ProviderProxy, outcome?: string) =>
  through.events.filter((e) => asksForTransfers(e.logTopic) && (!outcome || e.outcome === outcome));

describe('eth_getLogs caps of hosted providers', () => {
  it.each(providerStyles.map((style) => [style]))(
    "cuts ranges on %s's block-range refusal and keeps to the limit it names",
    async (style: ProviderStyle) => {
      const through = await proxy({ styles: [style], faults: { maxLogBlockRange: 5 } });
      const { db, indexer } = await indexerThrough(through.url);
      await indexer.syncOnce();
      await world.expectIndexedAsChain(db);
      // One refusal teaches the limit; every later range is cut to it before asking (before: each
      // 40-block range was refused at 40, 20 and 10 blocks, each refusal asked three times where
      // viem retries the code: Frontier's -32603, QuickNode's HTTP 413).
      expect(transferReads(through, 'logRangeRefused')).toHaveLength(1);
      expect(transferReads(through).length).toBeGreaterThan(5);
    },
  );

  it.each(providerStyles.map((style) => [style]))(
    "halves ranges on %s's result-size refusal",
    async (style: ProviderStyle) => {
      const through = await proxy({ styles: [style], faults: { maxLogResults: 25 } });
      const { db, indexer } = await indexerThrough(through.url);
      await indexer.syncOnce();
      await world.expectIndexedAsChain(db);
      expect(transferReads(through, 'logSizeRefused').length).toBeGreaterThan(0);
    },
  );
});

describe('a busy provider', () => {
  it('is asked again after a 429, not split into smaller ranges', async () => {
    const through = await proxy();
    const { db, indexer } = await indexerThrough(through.url);
    // Three answers of 429 use up viem's two retries: the sync fails and the next pass reads it.
    through.script('eth_getLogs', { kind: 'rateLimited', retryAfterSeconds: null }, 3);
    await indexer.syncOnce();
    // Before: the 429 was read as "range too large" and the range was halved into new calls.
    expect(transferReads(through)).toHaveLength(3);
    await indexer.syncOnce();
    await world.expectIndexedAsChain(db);
  });

  it("waits the 429's Retry-After before asking again", async () => {
    const through = await proxy();
    const { db, indexer } = await indexerThrough(through.url);
    through.script('eth_getLogs', { kind: 'rateLimited', retryAfterSeconds: 1 });
    await indexer.syncOnce();
    const [limited, retried] = transferReads(through);
    expect(limited?.outcome).toBe('rateLimited');
    // viem's own backoff would have asked again after 150 ms.
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(950);
    await world.expectIndexedAsChain(db);
  });

  it('gives up on a request held past its timeout and asks again', async () => {
    const through = await proxy({ faults: { holdMs: 5_000 } });
    const { db, indexer } = await indexerThrough(through.url, { rpcTimeoutMs: 400 });
    through.script('eth_getLogs', { kind: 'timeout' }, 2);
    const started = Date.now();
    await indexer.syncOnce();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(transferReads(through, 'timeout')).toHaveLength(2);
    await world.expectIndexedAsChain(db);
  });

  it('does not take a streak of 502s at the cursor check for a reorganisation', async () => {
    const through = await proxy();
    const { db, indexer, warnings } = await indexerThrough(through.url);
    await indexer.syncOnce();
    const before = await catalogueState(db, world.collection.address);
    // The cursor's block is read first on the next pass: three 502s use up the retries.
    through.script('eth_getBlockByNumber', { kind: 'gatewayError' }, 3);
    const { collections } = await indexer.syncOnce();
    // Before: "no block" was assumed, the cursor rewound and rows were deleted and read again.
    expect(collections[world.collection.address.toLowerCase()]?.rewoundTo ?? null).toBeNull();
    expect(warnings.filter((w) => w.includes('reorganisation'))).toEqual([]);
    await indexer.syncOnce();
    expect(await catalogueState(db, world.collection.address)).toEqual(before);
  });
});

describe('batches answered badly', () => {
  it('never hands one call the answer of another', async () => {
    // Without blockTimestamp on the logs the indexer batches a block header per block: the batches
    // lose entries, fail whole or come back reversed.
    const through = await proxy({
      seed: 11,
      faults: { stripLogTimestamps: true, droppedBatch: 0.4, shuffledBatch: 0.5 },
    });
    const { db, indexer } = await indexerThrough(through.url);
    for (let pass = 0; pass < 6; pass++) await indexer.syncOnce();
    expect(through.count('eth_getBlockByNumber', 'droppedBatch')).toBeGreaterThan(0);
    await world.expectIndexedAsChain(db);
  });
});

describe('a reorganisation of the last blocks', () => {
  it('removes the transfers of blocks the indexer had read', async () => {
    const through = await proxy({ faults: { latencyMs: [1, 5] } });
    const { db, indexer, warnings } = await indexerThrough(through.url);
    await world.mint(5);
    await world.trade(seededRandom(3), 6);
    await indexer.syncOnce();
    const indexedBefore = (await catalogueState(db, world.collection.address)).transfers.length;
    await through.reorg(2); // the 5 mints and the 6 moves leave the chain
    await indexer.syncOnce();
    expect(warnings.some((w) => w.includes('reorganisation'))).toBe(true);
    expect((await catalogueState(db, world.collection.address)).transfers).toHaveLength(indexedBefore - 11);
    await world.expectIndexedAsChain(db);
  });
});

describe("the marketplace's events", () => {
  it('are read through the same range caps', async () => {
    const chain = createChainClient({ rpcUrl: world.anvil.rpcUrl, chainId: 31337, name: 'anvil' });
    await db.execute(sql`delete from chain_contracts`);
    const [marketplace] = await deployTradingContracts(db, chain);
    if (!marketplace) throw new Error('no marketplace deployed');
    const seller = privateKeyToAccount(SELLER_KEY);
    const wallet = createWalletClient({ account: seller, transport: http(world.anvil.rpcUrl) });
    for (let block = 0; block < 6; block++) {
      const hash = await wallet.writeContract({
        chain: null,
        address: marketplace.address,
        abi: GuardianMarketplaceAbi,
        functionName: 'cancelAll',
      });
      await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    }
    await world.mint(1); // the head moves past the last cancel
    const through = await proxy({ styles: ['alchemy'], faults: { maxLogBlockRange: 2 } });
    const { indexer } = await indexerThrough(through.url);
    const { marketplace: synced } = await indexer.syncOnce();
    // Before: the marketplace asked for its whole range at once and failed on every pass.
    expect(synced).toMatchObject({ events: 6 });
  });
});
