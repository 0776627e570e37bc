import { rm } from 'node:fs/promises';
import { findFreePort } from '@guardians/contracts/anvil';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newDataDir, runUntilExit, startSite } from './support/launcher.ts';
import { isListening } from './support/ports.ts';

const TOKEN = '0x3333333333333333333333333333333333333333';

async function addCollection(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into collections (chain_id, token_address, slug, name) values (31337, $1, 'kept', 'Kept')`,
    [TOKEN],
  );
  await client.end();
}

async function countCollections(databaseUrl: string, token: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const res = await client.query('select count(*)::int as n from collections where token_address = $1', [
    token,
  ]);
  await client.end();
  return res.rows[0].n;
}

async function blockNumber(rpcUrl: string): Promise<number> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  return Number(((await res.json()) as { result: string }).result);
}

describe('npm start', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('runs beside another launcher, stops everything on SIGTERM, and keeps data for the next start', async () => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const ports = {
      port: await findFreePort(),
      chainPort: await findFreePort(),
      pgPort: await findFreePort(),
    };
    const first = await startSite({ dataDir, ports });

    // Side by side with the suite's own site.
    const [mine, other] = await Promise.all([
      fetch(`${first.baseUrl}/api/health`),
      fetch(`${inject('baseUrl')}/api/health`),
    ]);
    expect([mine.status, other.status]).toEqual([200, 200]);

    await addCollection(await first.databaseUrl());
    const defaultBefore = (await (await fetch(`${first.baseUrl}/api/defaultCollection`)).json()).data
      .tokenAddress;
    expect(defaultBefore).toMatch(/^0x[0-9a-f]{40}$/);
    const faucet = await fetch(`${first.baseUrl}/api/dev/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: '0x4444444444444444444444444444444444444444' }),
    });
    expect(faucet.status).toBe(200);
    const blocks = await blockNumber(first.rpcUrl);
    expect(blocks).toBeGreaterThan(0);

    expect(await first.stop('SIGTERM')).toBe(0);
    for (const port of Object.values(ports)) expect(await isListening(port)).toBe(false);

    const second = await startSite({ dataDir, ports });
    try {
      expect(await countCollections(await second.databaseUrl(), TOKEN)).toBe(1);
      // The demo collection deployed on the first start is still the default, not deployed again.
      const res = await fetch(`${second.baseUrl}/api/defaultCollection?chainId=31337`);
      expect((await res.json()).data.tokenAddress).toBe(defaultBefore);
      expect(await blockNumber(second.rpcUrl)).toBe(blocks);
      expect(second.output()).toContain('existing data kept');
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
    for (const port of Object.values(ports)) expect(await isListening(port)).toBe(false);
  });

  it('refuses a PORT that is in use with one line naming it, starting nothing', async () => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const busy = Number(new URL(inject('baseUrl')).port);
    const { code, stderr } = await runUntilExit({ PORT: String(busy), DATA_DIR: dataDir });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
    expect(stderr).toMatch(/^PORT: port \d+ is already in use/);
  });

  it('refuses a CHAIN_PORT in use and stops the database it had already started', async () => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const pgPort = await findFreePort();
    const { code, stderr } = await runUntilExit({
      PORT: String(await findFreePort()),
      CHAIN_PORT: new URL(inject('rpcUrl')).port,
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
    expect(stderr).toMatch(/^CHAIN_PORT: port \d+ is already in use/);
    expect(await isListening(pgPort)).toBe(false);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none' }],
    ['RPC_URL', { RPC_URL: 'http://127.0.0.1:1' }],
    ['SITE_MODE', { SITE_MODE: 'triple' }],
    ['PORT', { PORT: 'not-a-port' }],
  ])('stops with one line naming %s when it is wrong', async (variable, env) => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const { code, stderr } = await runUntilExit({
      PORT: String(await findFreePort()),
      DATA_DIR: dataDir,
      ...env,
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
    expect(stderr.startsWith(`${variable}: `)).toBe(true);
  });
});
