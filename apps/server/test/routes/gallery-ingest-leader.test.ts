import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { artistSubmissions } from '../../src/db/schema/index.ts';
import { guardiansFile, seedGuardians } from '../../src/services/guardians/guardian-service.ts';
import { seedSiteConfig } from '../../src/services/site-config/site-config-service.ts';
import { eventually, HASHTAG, X_TOKEN } from '../helpers/gallery-ingest-fixtures.ts';
import { png } from '../helpers/gallery-media-builders.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { startXApiV2Mock, type XApiV2Mock } from '../helpers/x-api-v2-mock.ts';

let mock: XApiV2Mock;
let database: Database & { url: string };
let dataDir: string;
const nodes = new Set<FastifyInstance>();

/** An API process of a site with several: the same database and uploads, periodic X ingestion on. */
async function apiNode(): Promise<FastifyInstance> {
  const rpcUrl = inject('rpcUrl');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RPC_URL: rpcUrl,
    CHAIN_ID: '31337',
    DATA_DIR: dataDir,
    X_API_BASE_URL: mock.url,
    X_API_BEARER_TOKEN: X_TOKEN,
    CONTEST_HASHTAG: `#${HASHTAG}`,
    X_INGEST_INTERVAL_SECONDS: '1',
  });
  const chain = createChainClient({ rpcUrl, chainId: config.chainId, name: config.chainName });
  const app = await buildApp(config, { db: database.db, chain });
  await app.ready();
  nodes.add(app);
  return app;
}

async function close(app: FastifyInstance): Promise<void> {
  nodes.delete(app);
  await app.close();
}

const ingested = async (tweetId: string) =>
  (await database.db.select().from(artistSubmissions).where(eq(artistSubmissions.tweetId, tweetId))).length;

/** The X ingestion lock's connections (one per node with the schedule on), and how many hold it. */
async function lockSessions(): Promise<{ connected: number; holding: number }> {
  const result = await database.pool.query<{ connected: number; holding: number }>(
    `select count(*)::int as connected,
            count(*) filter (where exists (select 1 from pg_locks l where l.pid = a.pid
                                             and l.locktype = 'advisory' and l.granted))::int as holding
       from pg_stat_activity a
      where a.application_name = 'guardians-x-ingest' and a.datname = current_database()`,
  );
  return result.rows[0] ?? { connected: 0, holding: 0 };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  mock = await startXApiV2Mock(X_TOKEN, HASHTAG);
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-x-leader-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  await seedSiteConfig(database.db, { file: config.siteConfigFile, mode: config.mode });
  await seedGuardians(database.db, guardiansFile(config.rootDir));
});

afterAll(async () => {
  for (const app of nodes) await app.close();
  await database?.close();
  await mock?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('periodic X ingestion with several API processes (decision 0051)', () => {
  it('runs in the one holding the X ingestion lock, and another takes over when it stops', async () => {
    const first = await apiNode();
    const early = mock.post(mock.user('first_node'), [mock.photo(await png())]);
    await eventually(async () => (await ingested(early.id)) === 1);
    const second = await apiNode();
    await eventually(async () => (await lockSessions()).connected === 2);
    expect((await lockSessions()).holding).toBe(1);

    // A pass hangs at X: with a schedule in each process the other would search meanwhile.
    const release = mock.hold();
    const before = mock.searches.length;
    await eventually(() => mock.searches.length > before);
    await settle(2500);
    expect(mock.searches.length).toBe(before + 1);
    release();

    await close(first);
    const late = mock.post(mock.user('second_node'), [mock.photo(await png())]);
    await eventually(async () => (await ingested(late.id)) === 1);
    expect(await lockSessions()).toEqual({ connected: 1, holding: 1 });
    await close(second);
    await eventually(async () => (await lockSessions()).connected === 0);
  });
});
