import type { Address } from 'viem';
import type { Db } from '../../src/db/client.ts';
import { collections } from '../../src/db/schema/index.ts';
import { startTokenMetadataServer } from '../faults/indexer-metadata-server.ts';
import { type IndexerProcess, spawnIndexer } from '../faults/indexer-process.ts';
import { deployFaultCollection, type FaultCollection, holder } from '../faults/indexer-test-collection.ts';
import { fundedAccount } from '../helpers/trading-fixtures.ts';

/** This file's anvil account (mnemonic index): the takeover collection's minter. */
const MINTER_INDEX = 170;

export interface TakeoverSetup {
  collection: FaultCollection;
  /** Token id -> owner (lower case), as the chain has it. */
  owners: Map<number, string>;
  mint(count: number, to?: Address): Promise<number[]>;
  /** `npm run indexer` against the cluster's database and chain. */
  spawn(): IndexerProcess;
  close(): Promise<void>;
}

/**
 * A collection of the suite's own on the shared anvil (its token metadata served on loopback),
 * listed in the site's database as the admin would, for indexer processes to index.
 */
export async function prepareTakeover(db: Db, databaseUrl: string, rpcUrl: string): Promise<TakeoverSetup> {
  const [metadata, minter] = await Promise.all([
    startTokenMetadataServer(),
    fundedAccount(MINTER_INDEX, rpcUrl),
  ]);
  const collection = await deployFaultCollection({
    rpcUrl,
    minter,
    name: 'Deploy Guardians',
    symbol: 'DEPLOY',
    baseUri: `${metadata.url}/deploy/`,
  });
  await db.insert(collections).values({
    chainId: 31337,
    tokenAddress: collection.address.toLowerCase(),
    slug: 'deploy-takeover',
    name: 'Deploy Guardians',
    deploymentBlock: collection.deploymentBlock,
  });
  const owners = new Map<number, string>();
  const children: IndexerProcess[] = [];
  return {
    collection,
    owners,
    async mint(count, to = holder(0)) {
      const first = owners.size + 1;
      await collection.mintBatch(to, first, count);
      const ids = Array.from({ length: count }, (_, i) => first + i);
      for (const id of ids) owners.set(id, to.toLowerCase());
      return ids;
    },
    spawn() {
      const child = spawnIndexer({
        databaseUrl,
        rpcUrl,
        metadataHost: metadata.host,
        batchBlocks: 50,
        pollMs: 100,
      });
      children.push(child);
      return child;
    },
    async close() {
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(children.map((child) => child.exited));
      await metadata.close();
    },
  };
}
