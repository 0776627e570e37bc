import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainClient } from '../chain/chain-client.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { collections } from '../db/schema/index.ts';
import { loadDemoCollections } from '../demo/demo-catalogue.ts';
import { type DemoCollectionRef, seedDemoCollections } from '../demo/demo-seed.ts';
import { demoPresaleUrl } from '../demo/demo-whitelist.ts';
import { createIndexer } from '../indexer/indexer.ts';
import { runIndexerWhileLocked } from '../indexer/indexer-lock.ts';
import { type LockedWork, lockConnectionOf } from '../indexer/locked-work.ts';
import { metadataOptionsFor } from '../indexer/metadata/metadata-options.ts';

/** The address the server itself answers on: demo token URIs point here so the indexer can read them. */
function internalSiteUrl(config: Config): string {
  return `http://127.0.0.1:${config.port}`;
}

/**
 * On a local chain, deploys and mints the demo collections the first time and records them; the
 * first one becomes the site's default collection. Runs before the server listens.
 */
const demoBannerPath = (slug: string) => `/api/demo/${slug}/banner.webp`;

export async function seedDemoCatalogue(
  db: Db,
  chain: ChainClient,
  config: Config,
): Promise<DemoCollectionRef[]> {
  const refs = await seedDemoCollections(db, chain, {
    rootDir: config.rootDir,
    siteUrl: internalSiteUrl(config),
  });
  const descriptions = new Map(loadDemoCollections(config.rootDir).map((c) => [c.slug, c.description]));
  for (const [index, ref] of refs.entries()) {
    // Banners came after the first demo sites: fill in a missing one, never replace an edited one.
    await db
      .update(collections)
      .set({ bannerImage: demoBannerPath(ref.slug) })
      .where(
        and(
          eq(collections.chainId, chain.chainId),
          eq(collections.tokenAddress, ref.address.toLowerCase()),
          isNull(collections.bannerImage),
        ),
      );
    if (!ref.deployedNow) continue;
    await db
      .insert(collections)
      .values({
        chainId: chain.chainId,
        tokenAddress: ref.address.toLowerCase(),
        slug: ref.slug,
        name: ref.name,
        isDefault: index === 0,
        deploymentBlock: ref.deploymentBlock,
        description: descriptions.get(ref.slug) ?? null,
        image: `/api/demo/${ref.slug}/1/image.png`,
        bannerImage: demoBannerPath(ref.slug),
        presaleUrl: demoPresaleUrl(ref.slug),
      })
      .onConflictDoNothing();
  }
  return refs;
}

/**
 * The in-process indexer for every collection of the chain; started once the server listens. It takes
 * the chain's indexer lock like `npm run indexer` (decision 0051), so with a standalone indexer
 * already running it waits, and takes over if that one dies. stop() stops it and releases the lock.
 */
export function startIndexer(db: Db, chain: ChainClient, config: Config, log: FastifyBaseLogger): LockedWork {
  const logger = log.child({ component: 'indexer' });
  const indexer = createIndexer({
    db,
    chain,
    logger,
    metadata: metadataOptionsFor(config),
    marketplaceAddress: config.marketplaceAddress,
  });
  return runIndexerWhileLocked({
    indexer,
    chainId: chain.chainId,
    connection: lockConnectionOf(db),
    logger,
    onStarted: () => logger.info('indexer started'),
  });
}
