import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { type Address, erc721Abi, parseAbi } from 'viem';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';
import { catalogueState, indexerFor, ownersOf } from './catalogue-state.ts';
import { deployTestCollection, holder, indexerKeys, type TestCollection } from './test-collection.ts';

const totalSupplyAbi = parseAbi(['function totalSupply() view returns (uint256)']);

/**
 * A collection on its own anvil (reorganisations would pull blocks from under other files), traded in
 * many small blocks, and the check that a database holds exactly what the chain says.
 */
export async function startProviderWorld() {
  const anvil: AnvilHandle = await startAnvil({ port: await findFreePort(), silent: true });
  const collection: TestCollection = await deployTestCollection({
    rpcUrl: anvil.rpcUrl,
    key: indexerKeys.reorg,
  });
  let nextId = 1;
  const closers: (() => Promise<void>)[] = [() => anvil.stop()];

  async function freshDb(): Promise<Db> {
    const database = await createTestDatabase();
    closers.unshift(() => database.close());
    return database.db;
  }

  /** Ids are minted in order and never burned here, so after a reorganisation the supply says where to go on. */
  async function syncNextId(): Promise<void> {
    const supply = await collection.client.readContract({
      address: collection.address,
      abi: totalSupplyAbi,
      functionName: 'totalSupply',
    });
    nextId = Number(supply) + 1;
  }

  /** What the chain holds, read once per head: a replay straight from anvil, and ownerOf. */
  let chainState: { headHash: string; rows: unknown; owners: Map<number, string> } | undefined;
  async function readChainState() {
    const replayDb = await freshDb();
    const replay = indexerFor(replayDb, anvil.rpcUrl, { batchBlocks: 50 });
    await replay.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
    await replay.syncOnce();
    const owners = new Map<number, string>();
    for (let id = 1; id < nextId; id++) {
      const args = [BigInt(id)] as const;
      const owner = await collection.client
        .readContract({ address: collection.address, abi: erc721Abi, functionName: 'ownerOf', args })
        .then((a: Address) => a.toLowerCase())
        .catch(() => undefined); // burned, or minted only on an abandoned branch
      if (owner) owners.set(id, owner);
    }
    return { rows: await catalogueState(replayDb, collection.address), owners };
  }

  return {
    anvil,
    collection,
    freshDb,
    /** `count` new tokens to one holder: one block, `count` Transfer logs. */
    async mint(count: number, to?: Address): Promise<void> {
      await syncNextId();
      await collection.mintBatch(to ?? holder(nextId % 9), nextId, count);
      nextId += count;
    },
    /** Moves tokens picked by `random` among those minted (one block). */
    async trade(random: () => number, moves: number): Promise<void> {
      await syncNextId();
      const minted = nextId - 1;
      const ids = new Set<number>();
      while (ids.size < Math.min(moves, minted)) ids.add(1 + Math.floor(random() * minted));
      await collection.moveBatch([...ids].map((id) => [id, holder(20 + Math.floor(random() * 30))]));
    },
    /**
     * The database holds what the chain holds now: the same rows as a replay straight from anvil
     * (no proxy) into a fresh database, and every token's owner as ownerOf answers it.
     */
    async expectIndexedAsChain(db: Db): Promise<void> {
      const head = await collection.client.getBlock({ blockTag: 'latest' });
      if (chainState?.headHash !== head.hash)
        chainState = { headHash: head.hash, ...(await readChainState()) };
      const { rows, owners } = chainState;
      expect(await catalogueState(db, collection.address)).toEqual(rows);
      const indexed = [...(await ownersOf(db, collection.address))].filter(([, owner]) => owner !== null);
      expect(new Map(indexed)).toEqual(owners);
    },
    async close(): Promise<void> {
      for (const close of closers) await close();
    },
  };
}

export type ProviderWorld = Awaited<ReturnType<typeof startProviderWorld>>;
