import { GuardianCollectionAbi } from '@guardians/contracts';
import { and, eq } from 'drizzle-orm';
import { createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClient } from '../chain/chain-client.ts';
import { ANVIL_DEV_KEY } from '../chain/dev-keys.ts';
import type { Db } from '../db/client.ts';
import { collections } from '../db/schema/index.ts';
import { isLocalChain } from '../services/site-config/env-settings.ts';
import { loadDemoCollections } from './demo-catalogue.ts';
import { deployDemoCollection } from './demo-deploy.ts';
import { seedDemoWhitelist } from './demo-whitelist.ts';

export interface DemoCollectionRef {
  slug: string;
  name: string;
  address: `0x${string}`;
  deploymentBlock: bigint | null;
  deployedNow: boolean;
}

/** Where a collection's token URIs point: this server's demo metadata route. */
function demoBaseUri(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/demo/${slug}/`;
}

/**
 * First start of a local chain: deploys and mints the demo collections that are not there yet.
 * Idempotent: a collection whose row and contract both exist is kept. Its token URIs follow the
 * site's current address (PORT may change between starts), updated on chain when they differ.
 */
export async function seedDemoCollections(
  db: Db,
  chain: ChainClient,
  options: { rootDir: string; siteUrl: string },
): Promise<DemoCollectionRef[]> {
  if (!isLocalChain(chain)) return [];
  const refs: DemoCollectionRef[] = [];
  for (const collection of loadDemoCollections(options.rootDir)) {
    const baseUri = demoBaseUri(options.siteUrl, collection.slug);
    const [row] = await db
      .select({ address: collections.tokenAddress, deploymentBlock: collections.deploymentBlock })
      .from(collections)
      .where(and(eq(collections.chainId, chain.chainId), eq(collections.slug, collection.slug)))
      .limit(1);
    if (row) {
      const address = row.address as `0x${string}`;
      const code = await chain.public.getCode({ address });
      if (!code || code === '0x') {
        throw new Error(
          `DATA_DIR: the database lists the demo collection '${collection.slug}' at ${address}, but the chain has no contract there (was the chain folder removed?). Remove the whole data folder to start over.`,
        );
      }
      await followSiteAddress(chain, address, baseUri);
      refs.push({ ...collection, address, deploymentBlock: row.deploymentBlock, deployedNow: false });
      continue;
    }
    const deployed = await deployDemoCollection(chain, collection, baseUri);
    await seedDemoWhitelist(db, chain.chainId, deployed.address);
    refs.push({ ...deployed, deployedNow: true });
  }
  return refs;
}

async function followSiteAddress(chain: ChainClient, address: `0x${string}`, baseUri: string): Promise<void> {
  const current = await chain.public.readContract({
    address,
    abi: GuardianCollectionAbi,
    functionName: 'tokenURI',
    args: [1n],
  });
  if (current.startsWith(baseUri)) return;
  const account = privateKeyToAccount(ANVIL_DEV_KEY);
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({
    chain: null,
    address,
    abi: GuardianCollectionAbi,
    functionName: 'setBaseURI',
    args: [baseUri],
  });
  await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}
