import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { catalogueState, indexerFor, ownersOf } from './helpers/catalogue-state.ts';
import { deployTestCollection, holder, indexerKeys } from './helpers/test-collection.ts';

// Its own anvil: rolling the chain back would pull blocks from under every other test file.
let anvil: AnvilHandle;
const databases: Database[] = [];

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
});

afterAll(async () => {
  for (const database of databases) await database.close();
  await anvil.stop();
});

async function setup() {
  const database = await createTestDatabase();
  databases.push(database);
  const collection = await deployTestCollection({ rpcUrl: anvil.rpcUrl, key: indexerKeys.reorg });
  const indexer = indexerFor(database.db, anvil.rpcUrl, { batchBlocks: 4, reorgDepth: 5 });
  await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
  await collection.mintBatch(holder(1), 1, 10);
  await indexer.syncOnce();
  return { db: database.db, collection, indexer };
}

describe('indexer and chain reorganisations', () => {
  it('drops transfers of orphaned blocks and recomputes owners when the new branch is longer', async () => {
    const { db, collection, indexer } = await setup();
    const snapshot = await rpc<string>('evm_snapshot');
    await collection.moveBatch([1, 2, 3, 4, 5].map((id) => [id, holder(2)]));
    await collection.mintBatch(holder(2), 11, 10);
    await indexer.syncOnce();
    expect((await catalogueState(db, collection.address)).transfers).toHaveLength(25);

    // The other branch: from the snapshot, different transfers, and more blocks than the orphaned one.
    await rpc('evm_revert', [snapshot]);
    await collection.moveBatch([1, 2, 3].map((id) => [id, holder(3)]));
    await rpc('anvil_mine', ['0x3']);
    const { collections } = await indexer.syncOnce();
    expect(collections[collection.address.toLowerCase()]?.rewoundTo).not.toBeNull();

    const owners = await ownersOf(db, collection.address);
    expect(owners.size).toBe(10); // tokens 11..20 existed only on the orphaned branch
    for (const id of [1, 2, 3]) expect(owners.get(id)).toBe(holder(3).toLowerCase());
    for (const id of [4, 5, 6, 10]) expect(owners.get(id)).toBe(holder(1).toLowerCase());
    const state = await catalogueState(db, collection.address);
    expect(state.transfers).toHaveLength(13);
    expect(state.transfers.some((t) => t.to_address === holder(2).toLowerCase())).toBe(false);

    // And the result is what a fresh replay of the new chain gives.
    const fresh = await createTestDatabase();
    databases.push(fresh);
    const replay = indexerFor(fresh.db, anvil.rpcUrl, { batchBlocks: 4 });
    await replay.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    await replay.syncOnce();
    expect(state).toEqual(await catalogueState(fresh.db, collection.address));
  });

  it('rewinds when the chain went back below the cursor', async () => {
    const { db, collection, indexer } = await setup();
    const snapshot = await rpc<string>('evm_snapshot');
    await collection.moveBatch([[7, holder(4)]]);
    await collection.moveBatch([[8, holder(4)]]);
    await indexer.syncOnce();
    await rpc('evm_revert', [snapshot]); // the head is now two blocks below our cursor
    await indexer.syncOnce();
    const state = await catalogueState(db, collection.address);
    expect(state.transfers).toHaveLength(10);
    expect((await ownersOf(db, collection.address)).get(7)).toBe(holder(1).toLowerCase());
    const head = await collection.client.getBlock();
    expect(state.cursor).toEqual({ last_block: head.number.toString(), last_block_hash: head.hash });

    // The chain grows again on the new branch; the indexer follows it.
    await collection.moveBatch([[8, holder(5)]]);
    await indexer.syncOnce();
    expect((await ownersOf(db, collection.address)).get(8)).toBe(holder(5).toLowerCase());
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from transfers`);
    expect(count.rows[0]?.n).toBe(11);
  });

  it('rewinds to the head when the chain went back further than the reorganisation depth', async () => {
    // As a local chain restored from its last save after a power cut (decision 0075).
    const { db, collection, indexer } = await setup();
    const snapshot = await rpc<string>('evm_snapshot');
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await collection.moveBatch([[id, holder(4)]]);
    await indexer.syncOnce();
    await rpc('evm_revert', [snapshot]); // eight blocks below the cursor; the depth is five
    await indexer.syncOnce();
    const state = await catalogueState(db, collection.address);
    expect(state.transfers).toHaveLength(10);
    const head = await collection.client.getBlock();
    expect(state.cursor).toEqual({ last_block: head.number.toString(), last_block_hash: head.hash });

    // The blocks mined next reuse the lost numbers: only their own transfers count.
    await collection.moveBatch([[2, holder(5)]]);
    await indexer.syncOnce();
    const owners = await ownersOf(db, collection.address);
    expect(owners.get(2)).toBe(holder(5).toLowerCase());
    expect(owners.get(8)).toBe(holder(1).toLowerCase());
  });
});
