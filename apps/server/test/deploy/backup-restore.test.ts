import { chmod, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { LocalStorage } from '../../src/infra/storage/local-storage.ts';
import { newStorageKey } from '../../src/infra/storage/storage.ts';
import { seedOnStart } from '../../src/launcher/seed.ts';
import { type ApiNodeEntry, ApiNodeProcess, prepareApiNodeEntry } from '../faults/crash-api-node.ts';
import { type CrashWorld, prepareCrashWorld } from '../faults/crash-world.ts';
import { databaseFingerprint } from '../helpers/database-fingerprint.ts';
import { databasesOn, dumpableServer, script, tableCounts } from './backup-fixtures.ts';
import { call, clientAt, postAs } from './loopback-client.ts';

/**
 * Issue 11 §3: deploy/backup.sh and deploy/restore.sh (pg_dump -Fc, pg_restore --clean --if-exists
 * --no-owner in one transaction, plus DATA_DIR/uploads) bring back every row, every sequence and
 * every uploaded file, and an API node on the restored database serves it.
 */
let databases: ReturnType<typeof databasesOn>;
let source: Awaited<ReturnType<ReturnType<typeof databasesOn>['create']>>;
let world: CrashWorld;
let work: string;
let sourceData: string;
let upload: { key: string; bytes: Buffer };
let backup: { dump: string; uploads: string };
let entry: ApiNodeEntry | undefined;
const nodes: ApiNodeProcess[] = [];

beforeAll(async () => {
  databases = databasesOn(await dumpableServer());
  source = await databases.create('source');
  const rpcUrl = inject('rpcUrl');
  const config = loadConfig({ LOG_LEVEL: 'silent', RPC_URL: rpcUrl, CHAIN_ID: '31337' });
  await runMigrations(source.db);
  // What a deployed site holds: the first-run data (site configuration, guardians, editorial
  // content), collectors with sessions and coins, items, fan art, quests, a contract record.
  await seedOnStart(source.db, config);
  world = await prepareCrashWorld(source.db, config, rpcUrl, 3);
  work = await mkdtemp(path.join(os.tmpdir(), 'guardians-backup-'));
  await chmod(work, 0o755);
  sourceData = path.join(work, 'source-data');
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  upload = { key: newStorageKey('png'), bytes };
  await new LocalStorage(path.join(sourceData, 'uploads')).put(upload.key, bytes);
  const [dump, uploads] = await script('backup.sh', [path.join(work, 'backups')], {
    DATABASE_URL: source.url,
    DATA_DIR: sourceData,
  });
  if (!dump || !uploads) throw new Error(`backup.sh printed ${dump} and ${uploads}`);
  backup = { dump, uploads };
}, 120_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await entry?.remove();
  await databases?.dropAll();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every row, sequence and upload into a new database', async () => {
    const target = await databases.create('fresh');
    const targetData = path.join(work, 'fresh-data');
    await script('restore.sh', [backup.dump, backup.uploads], {
      DATABASE_URL: target.url,
      DATA_DIR: targetData,
    });

    expect(await tableCounts(target.db)).toEqual(await tableCounts(source.db));
    expect(await databaseFingerprint(target.db)).toBe(await databaseFingerprint(source.db));
    expect(await readFile(path.join(targetData, 'uploads', upload.key))).toEqual(upload.bytes);
  });

  it('replaces what a database held before (restoring over last night\u2019s site)', async () => {
    const target = await databases.create('existing');
    await runMigrations(target.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', RPC_URL: inject('rpcUrl'), CHAIN_ID: '31337' });
    await prepareCrashWorld(target.db, config, inject('rpcUrl'), 2);
    await script('restore.sh', [backup.dump], { DATABASE_URL: target.url });

    expect(await tableCounts(target.db)).toEqual(await tableCounts(source.db));
    expect(await databaseFingerprint(target.db)).toBe(await databaseFingerprint(source.db));
  });

  it('leaves the database as it was when the dump is damaged', async () => {
    const target = await databases.create('damaged');
    await runMigrations(target.db);
    const before = await databaseFingerprint(target.db);
    const damaged = path.join(work, 'damaged.dump');
    await writeFile(damaged, await readFile(backup.dump));
    await truncate(damaged, Math.floor((await stat(damaged)).size * 0.6));

    await expect(script('restore.sh', [damaged], { DATABASE_URL: target.url })).rejects.toThrow();
    expect(await databaseFingerprint(target.db)).toBe(before);
  });

  it('serves the restored site from an API node: sessions, items, uploads, new writes', async () => {
    const target = await databases.create('served');
    const targetData = path.join(work, 'served-data');
    await script('restore.sh', [backup.dump, backup.uploads], {
      DATABASE_URL: target.url,
      DATA_DIR: targetData,
    });
    entry = await prepareApiNodeEntry();
    const node = new ApiNodeProcess(
      entry,
      {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? os.tmpdir(),
        DATABASE_URL: target.url,
        RPC_URL: inject('rpcUrl'),
        CHAIN_ID: '31337',
        HOST: '127.0.0.1',
        DATA_DIR: targetData,
        LOG_LEVEL: 'error',
        TWITTER_CLIENT_ID: 'backup-suite',
      },
      await findFreePort(),
    );
    nodes.push(node);
    await node.ready;
    const origin = `http://127.0.0.1:${node.port}`;
    const agent = clientAt('127.0.0.81');
    const [user, item] = [world.users[0], world.items[0]];
    if (!user || !item) throw new Error('the crash world has no collector or item');

    const verify = await call(agent, `${origin}/api/login/verify`, { headers: { cookie: user.cookie } });
    expect(verify.status, verify.body).toBe(200);
    const nft = await call(agent, `${origin}/api/nfts/${item.tokenAddress}/${item.tokenId}?chainId=31337`);
    expect(nft.status, nft.body).toBe(200);
    const media = await fetch(`${origin}/api/media/${upload.key}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer())).toEqual(upload.bytes);
    // A write after the restore: the sequences carried on from the source's, so no id collides.
    const itemUrl = `${origin}/api/nfts/reactions/update/${item.tokenAddress}/${item.tokenId}`;
    const like = await postAs(agent, itemUrl, user.cookie, { type: 'like' });
    expect(like.status, like.body).toBe(200);
    await agent.close();
  }, 90_000);
});
