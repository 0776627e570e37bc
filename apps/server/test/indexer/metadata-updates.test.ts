import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { collections, tokenAttributes, tokens } from '../../src/db/schema/index.ts';
import type { Indexer } from '../../src/indexer/indexer.ts';
import { mergeRanges } from '../../src/indexer/metadata-update-ranges.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { catalogueState, indexerFor } from './helpers/catalogue-state.ts';
import { type MetadataServer, startMetadataServer } from './helpers/metadata-server.ts';
import { deployTestCollection, holder, indexerKeys, type TestCollection } from './helpers/test-collection.ts';

// Its own anvil: the reorganisation test rolls the chain back.
let anvil: AnvilHandle;
let database: Database;
let server: MetadataServer;
let collection: TestCollection;
let indexer: Indexer;
const MAX_UINT256 = 2n ** 256n - 1n;

function serve(id: number, version: string) {
  server.json(`/meta/${id}.json`, {
    name: `Guardian #${id} ${version}`,
    attributes: [{ trait_type: 'Version', value: version }],
  });
}

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

/** token id -> [name, its Version trait] */
async function catalogue(): Promise<Record<number, [string | null, string | undefined]>> {
  const address = collection.address.toLowerCase();
  const rows = await database.db
    .select({ tokenId: tokens.tokenId, name: tokens.name })
    .from(tokens)
    .where(eq(tokens.tokenAddress, address))
    .orderBy(asc(tokens.tokenId));
  const traits = await database.db
    .select({ tokenId: tokenAttributes.tokenId, value: tokenAttributes.value })
    .from(tokenAttributes)
    .where(and(eq(tokenAttributes.tokenAddress, address), eq(tokenAttributes.traitType, 'Version')));
  const version = new Map(traits.map((t) => [t.tokenId, t.value]));
  return Object.fromEntries(rows.map((r) => [Number(r.tokenId), [r.name, version.get(r.tokenId)]]));
}

/** Indexes the chain up to its head, then fetches whatever became due; returns how many were fetched. */
async function indexAndFetch(): Promise<number> {
  await indexer.syncOnce();
  return indexer.processMetadataOnce();
}

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  database = await createTestDatabase();
  server = await startMetadataServer();
  for (let id = 1; id <= 6; id++) serve(id, 'v1');
  collection = await deployTestCollection({
    rpcUrl: anvil.rpcUrl,
    key: indexerKeys.metadata,
    baseUri: `${server.url}/meta/`,
  });
  await collection.mintBatch(holder(1), 1, 6);
  indexer = indexerFor(database.db, anvil.rpcUrl, { batchBlocks: 4, reorgDepth: 5 });
  await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
  expect(await indexAndFetch()).toBe(6);
});

afterAll(async () => {
  await database.close();
  await server.close();
  await anvil.stop();
});

describe('ERC-4906 metadata updates', () => {
  it('refetches a token after MetadataUpdate(id): its name and traits change, the others stay', async () => {
    serve(2, 'v2');
    serve(1, 'v2'); // changed at the source but not announced: not refetched
    await collection.announceUpdate(2);
    expect(await indexAndFetch()).toBe(1);
    const now = await catalogue();
    expect(now[2]).toEqual(['Guardian #2 v2', 'v2']);
    expect(now[1]).toEqual(['Guardian #1 v1', 'v1']);
    expect(server.hits('/meta/1.json')).toBe(1);
  });

  it('refetches the tokens of a BatchMetadataUpdate range and leaves those outside it', async () => {
    for (const id of [3, 4, 5, 6]) serve(id, 'v2');
    await collection.announceBatchUpdate(3n, 5n);
    expect(await indexAndFetch()).toBe(3);
    const now = await catalogue();
    for (const id of [3, 4, 5]) expect(now[id]).toEqual([`Guardian #${id} v2`, 'v2']);
    expect(now[6]).toEqual(['Guardian #6 v1', 'v1']);
    expect(server.hits('/meta/6.json')).toBe(1);
  });

  it('takes BatchMetadataUpdate(1, 2^256 - 1), as a base-URI change emits it, as every token', async () => {
    for (let id = 1; id <= 6; id++) serve(id, 'v3');
    await collection.announceBatchUpdate(1n, MAX_UINT256);
    expect(await indexAndFetch()).toBe(6);
    const now = await catalogue();
    for (let id = 1; id <= 6; id++) expect(now[id]).toEqual([`Guardian #${id} v3`, 'v3']);
    // Read once: a second pass over the same blocks finds nothing new to fetch.
    expect(await indexAndFetch()).toBe(0);
  });

  it('shrugs off an update on a branch that was reorganised away, and reads the new branch', async () => {
    const address = collection.address.toLowerCase();
    const snapshot = await rpc<string>('evm_snapshot');
    serve(4, 'orphan');
    await collection.announceUpdate(4);
    await indexer.syncOnce();
    await rpc('evm_revert', [snapshot]);
    // The new branch: its own update, and more blocks than the orphaned one.
    serve(5, 'v4');
    await collection.announceUpdate(5);
    await rpc('anvil_mine', ['0x3']);
    const { collections: synced } = await indexer.syncOnce();
    expect(synced[address]?.rewoundTo).not.toBeNull();
    await indexer.processMetadataOnce();

    const now = await catalogue();
    expect(now[5]).toEqual(['Guardian #5 v4', 'v4']);
    // Token 4 was marked on the orphaned branch: at most refetched from its current URI, never broken.
    expect(now[4]?.[0]).toMatch(/^Guardian #4 (v3|orphan)$/);
    const [row] = await database.db
      .select({ status: collections.indexingStatus })
      .from(collections)
      .where(eq(collections.tokenAddress, address));
    expect(row?.status).toBe('synced');
    const { cursor } = await catalogueState(database.db, address);
    const head = await rpc<{ hash: string; number: string }>('eth_getBlockByNumber', ['latest', false]);
    expect(cursor).toEqual({ last_block: String(Number(head.number)), last_block_hash: head.hash });
  });
});

describe('merging update ranges', () => {
  it('joins overlapping and touching ranges, drops reversed ones, keeps gaps', () => {
    expect(
      mergeRanges([
        { from: 5n, to: 5n },
        { from: 1n, to: 3n },
        { from: 4n, to: 4n },
        { from: 9n, to: 7n },
        { from: 10n, to: MAX_UINT256 },
        { from: 12n, to: 20n },
      ]),
    ).toEqual([
      { from: 1n, to: 5n },
      { from: 10n, to: MAX_UINT256 },
    ]);
  });
});
