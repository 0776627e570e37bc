import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { catalogueState, indexerFor, ownersOf } from './helpers/catalogue-state.ts';
import { deployTestCollection, holder, indexerKeys, type TestCollection } from './helpers/test-collection.ts';

const rpcUrl = inject('rpcUrl');
const TOKENS = 300;
let collection: TestCollection;
/** What the chain should say: token id -> owner (lower-case), null once burned. */
const expected = new Map<number, string | null>();
let transferCount = 0;
const databases: Database[] = [];

async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

async function move(moves: [number, Address][]) {
  await collection.moveBatch(moves);
  for (const [id, to] of moves) expected.set(id, to.toLowerCase());
  transferCount += moves.length;
}

beforeAll(async () => {
  collection = await deployTestCollection({ rpcUrl, key: indexerKeys.backfill });
  for (let first = 1; first <= TOKENS; first += 50) {
    const to = holder(first % 7);
    await collection.mintBatch(to, first, 50);
    for (let id = first; id < first + 50; id++) expected.set(id, to.toLowerCase());
    transferCount += 50;
  }
  for (let round = 0; round < 3; round++)
    await move(
      Array.from({ length: 60 }, (_, i): [number, Address] => [
        1 + ((i * 7 + round * 13) % TOKENS),
        holder(10 + round + (i % 4)),
      ]),
    );
  for (const id of [5, 150]) {
    await collection.burn(id);
    expected.set(id, null);
    transferCount++;
  }
});

afterAll(async () => {
  for (const database of databases) await database.close();
});

describe('indexer backfill', () => {
  it('finds the deployment block and reads name, symbol and total supply from the contract', async () => {
    const { db } = await freshDatabase();
    const indexer = indexerFor(db, rpcUrl);
    const row = await indexer.addCollection(collection.address);
    expect(row.deploymentBlock).toBe(collection.deploymentBlock);
    expect(row).toMatchObject({
      name: 'Test Guardians',
      symbol: 'TGRD',
      totalSupply: String(TOKENS - 2),
      slug: 'test-guardians',
    });
    expect(row.tokenAddress).toBe(collection.address.toLowerCase());
  });

  it('reads the symbol and total supply of a collection another writer listed without them', async () => {
    const { db } = await freshDatabase();
    await db.execute(sql`insert into collections (chain_id, token_address, slug, name, deployment_block)
      values (31337, ${collection.address.toLowerCase()}, 'seeded', 'Seeded', ${String(collection.deploymentBlock)})`);
    await indexerFor(db, rpcUrl).syncOnce();
    const [row] = (
      await db.execute(sql`select name, symbol, total_supply::text from collections where slug = 'seeded'`)
    ).rows;
    // The name stays as listed: it may have been edited in the database.
    expect(row).toEqual({ name: 'Seeded', symbol: 'TGRD', total_supply: String(TOKENS - 2) });
  });

  it('stores every transfer once and the owners the chain reports', async () => {
    const { db } = await freshDatabase();
    const indexer = indexerFor(db, rpcUrl, { batchBlocks: 3 });
    await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    const { collections } = await indexer.syncOnce();
    expect(collections[collection.address.toLowerCase()]?.ranges).toBeGreaterThan(3);

    const state = await catalogueState(db, collection.address);
    expect(state.transfers).toHaveLength(transferCount);
    expect(await ownersOf(db, collection.address)).toEqual(expected);
    const progress = await indexer.progress(collection.address);
    expect(progress).toMatchObject({
      status: 'synced',
      tokensIndexed: TOKENS - 2,
      totalSupply: BigInt(TOKENS - 2),
    });
    expect(progress.indexedBlock).toBe(progress.headBlock);
  });

  it('reading the same blocks again changes nothing', async () => {
    const { db } = await freshDatabase();
    const indexer = indexerFor(db, rpcUrl, { batchBlocks: 5 });
    await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    await indexer.syncOnce();
    const before = await catalogueState(db, collection.address);
    // As if the cursor had been lost: every range is read and written a second time.
    await db.execute(sql`update indexer_cursors set last_block = ${String(collection.deploymentBlock - 1n)}`);
    await indexer.syncOnce();
    expect(await catalogueState(db, collection.address)).toEqual(before);
  });

  it('a crash in the middle of a backfill then a restart equals a full replay', async () => {
    const full = await freshDatabase();
    const replay = indexerFor(full.db, rpcUrl, { batchBlocks: 2 });
    await replay.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    await replay.syncOnce();

    const crashed = await freshDatabase();
    let committed = 0;
    const crashing = indexerFor(crashed.db, rpcUrl, {
      batchBlocks: 2,
      hooks: {
        beforeCommit: (range) => {
          // Dies inside the 4th range's transaction, after its writes, before its commit.
          if (range.transfers > 0 && ++committed === 4) throw new Error('simulated crash');
        },
      },
    });
    await crashing.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    await crashing.syncOnce();
    const partial = await catalogueState(crashed.db, collection.address);
    expect(partial.transfers.length).toBeGreaterThan(0);
    expect(partial.transfers.length).toBeLessThan(transferCount);

    await indexerFor(crashed.db, rpcUrl, { batchBlocks: 2 }).syncOnce();
    expect(await catalogueState(crashed.db, collection.address)).toEqual(
      await catalogueState(full.db, collection.address),
    );
  });

  it('stop() between ranges, then another indexer resumes where it stopped', async () => {
    const { db } = await freshDatabase();
    let ranges = 0;
    const first = indexerFor(db, rpcUrl, {
      batchBlocks: 2,
      hooks: {
        beforeCommit: () => {
          if (++ranges === 3) void first.stop(); // the range in progress still commits
        },
      },
    });
    await first.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    first.start();
    await expect.poll(() => ranges, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await first.stop();
    const stopped = await catalogueState(db, collection.address);
    expect(BigInt(stopped.cursor?.last_block ?? 0)).toBe(collection.deploymentBlock - 1n + 6n);

    await indexerFor(db, rpcUrl, { batchBlocks: 2 }).syncOnce();
    expect(await ownersOf(db, collection.address)).toEqual(expected);
    expect((await catalogueState(db, collection.address)).transfers).toHaveLength(transferCount);
  });
});

describe('indexer follow mode', () => {
  it('picks up transfers made after the backfill', async () => {
    const { db } = await freshDatabase();
    const indexer = indexerFor(db, rpcUrl);
    await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    indexer.start();
    try {
      await expect
        .poll(async () => (await catalogueState(db, collection.address)).transfers.length, {
          timeout: 10_000,
        })
        .toBe(transferCount);
      await collection.mintBatch(holder(20), TOKENS + 1, 5);
      for (let id = TOKENS + 1; id <= TOKENS + 5; id++) expected.set(id, holder(20).toLowerCase());
      transferCount += 5;
      await move([
        [1, holder(21)],
        [TOKENS + 1, holder(22)],
      ]);
      await expect
        .poll(async () => (await catalogueState(db, collection.address)).transfers.length, {
          timeout: 10_000,
        })
        .toBe(transferCount);
      expect(await ownersOf(db, collection.address)).toEqual(expected);
      await expect
        .poll(async () => (await indexer.progress(collection.address)).totalSupply)
        .toBe(BigInt(TOKENS + 3));
    } finally {
      await indexer.stop();
    }
  });
});
