import path from 'node:path';
import type { ChainClient } from '../chain/chain-client.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { warpToWallClock } from '../demo/chain-clock.ts';
import { loadDemoCollections } from '../demo/demo-catalogue.ts';
import { seedDemoClaims } from '../demo/demo-claims-seed.ts';
import { seedDemoEnsNames } from '../demo/demo-ens-names.ts';
import { seedDemoGallery } from '../demo/demo-gallery-seed.ts';
import { seedDemoQuests } from '../demo/demo-quests-seed.ts';
import { seedDemoTrading } from '../demo/demo-trading-seed.ts';
import { LocalStorage } from '../infra/storage/local-storage.ts';
import { S3Storage } from '../infra/storage/s3-storage.ts';
import type { Storage } from '../infra/storage/storage.ts';
import { deployCoinClaim } from '../services/swaps/swap-deploy.ts';
import { deployTradingContracts } from '../services/trading/trading-deploy.ts';
import { deployEns } from '../services/users/ens/ens-deploy.ts';
import { seedDemoCatalogue } from './catalogue.ts';
import { seedOnStart } from './seed.ts';

export type Say = (label: string, text: string) => void;

/** The uploads store the API nodes will use (S3 when configured, else DATA_DIR/uploads). */
async function openStorage(config: Config): Promise<{ storage: Storage; close(): void }> {
  if (!config.s3) return { storage: new LocalStorage(path.join(config.dataDir, 'uploads')), close() {} };
  const s3 = new S3Storage(config.s3);
  await s3.ensureBucket();
  return { storage: s3, close: () => s3.close() };
}

/** Deployed now: the demo's trading history and coin claims go on the chain once, with them. */
async function seedDemoHistory(db: Db, chain: ChainClient, config: Config, say: Say) {
  const demos = await seedDemoCatalogue(db, chain, config);
  const deployed = demos.filter((d) => d.deployedNow);
  if (deployed.length > 0) say('demo', `deployed and minted ${deployed.map((d) => d.name).join(', ')}`);
  const trading = await deployTradingContracts(db, chain);
  for (const contract of trading.filter((c) => c.deployedNow)) {
    say('trading', `deployed the ${contract.kind.replaceAll('_', ' ')} contract at ${contract.address}`);
  }
  const marketplace = trading.find((c) => c.kind === 'marketplace');
  if (marketplace?.deployedNow && deployed.length > 0) {
    const began = performance.now();
    const catalogue = loadDemoCollections(config.rootDir);
    const history = await seedDemoTrading(db, chain, {
      marketplace: marketplace.address,
      collections: deployed.flatMap((d) => {
        const collection = catalogue.find((c) => c.slug === d.slug);
        return collection ? [{ collection, address: d.address }] : [];
      }),
    });
    const took = `${((performance.now() - began) / 1000).toFixed(1)} s`;
    say(
      'demo',
      history.skipped
        ? `no trading history: ${history.skipped}`
        : `${history.sales} sales, ${history.cancels} cancellations and ${history.listings} listings${
            history.offers
              ? `, ${history.offers.item + history.offers.collection + history.offers.trait} offers (${history.offers.fills} items sold to them, ${history.offers.open} open)`
              : ''
          } over 30 days (${took})`,
    );
  }
  const coinClaim = await deployCoinClaim(db, chain, config);
  if (coinClaim?.deployedNow) say('coins', `deployed the coin claim contract at ${coinClaim.address}`);
  const ens = await deployEns(db, chain, config);
  if (ens?.deployedNow) {
    const catalogue = loadDemoCollections(config.rootDir);
    const first = deployed[0];
    const definition = catalogue.find((c) => c.slug === first?.slug);
    const named = await seedDemoEnsNames(
      chain,
      ens,
      first && definition ? { definition, address: first.address } : undefined,
    );
    say('ens', `deployed ENS (registry ${ens.registry}); ${named} demo collectors have .eth names`);
  }
  const quests = await seedDemoQuests(db, config);
  if (quests.seeded) say('demo', `quest history for ${quests.accounts} collectors`);
  if (coinClaim?.deployedNow && deployed.length > 0) {
    const { claims } = await seedDemoClaims(db, chain, config);
    say('demo', `${claims} coin claims on chain`);
  }
  return demos;
}

/**
 * What `npm start` does before it serves (main.ts), and what deploy/prepare.ts runs once for API
 * nodes that do none of it (api-node.ts): migrations, the first-run data, and on a local chain the demo (contracts,
 * trading history, quests, coin claims, fan art). Every step is idempotent: run it before every
 * deployment, once, not from each node. `startedInPast`: this run began a new local chain in the past
 * (decision 0027), which goes on at real time once the history is mined.
 */
export async function prepareSite(
  db: Db,
  chain: ChainClient,
  config: Config,
  options: { startedInPast?: boolean; say?: Say; storage?: Storage } = {},
): Promise<{ demos: Awaited<ReturnType<typeof seedDemoCatalogue>> }> {
  const say = options.say ?? (() => {});
  await runMigrations(db);
  say('database', 'migrations applied');
  const seeded = await seedOnStart(db, config);
  say('data', seeded.firstRun ? 'first run: site configuration seeded' : 'existing data kept');
  if (seeded.modeIgnored)
    say('data', 'SITE_MODE ignored: the platform mode was set in the console (/admin/site)');
  const demos = await seedDemoHistory(db, chain, config, say);
  // After any history the new chain goes on at real time. A restarted anvil does that by itself (it
  // does not keep the offset), and mining there would add a block to a chain that did not change.
  if (options.startedInPast) await warpToWallClock(chain);
  // The demo's fan art goes into the storage the media route serves: the app's own when given.
  const { storage, close } = options.storage
    ? { storage: options.storage, close() {} }
    : await openStorage(config);
  try {
    const fanArt = await seedDemoGallery(db, storage, config);
    if (fanArt.created > 0) say('demo', `${fanArt.created} fan-art posts in the gallery`);
  } finally {
    close();
  }
  return { demos };
}
