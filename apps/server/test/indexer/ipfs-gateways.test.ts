import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { tokens } from '../../src/db/schema/index.ts';
import type { Indexer } from '../../src/indexer/indexer.ts';
import { MetadataError } from '../../src/indexer/indexer-errors.ts';
import { createIpfsGateways } from '../../src/indexer/metadata/ipfs-gateways.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { indexerFor, localNetwork } from './helpers/catalogue-state.ts';
import { type MetadataServer, startMetadataServer } from './helpers/metadata-server.ts';
import { deployTestCollection, holder, indexerKeys, type TestCollection } from './helpers/test-collection.ts';

const CID = 'bafygateways';
// Its own anvil: the shared one's keys all belong to other files.
let anvil: AnvilHandle;
let database: Database;
let collection: TestCollection;
let indexer: Indexer;
/** Hangs (accepts, never answers), answers 502, answers: in this order in IPFS_GATEWAYS. */
let hanging: MetadataServer;
let failing: MetadataServer;
let answering: MetadataServer;
let passMs = 0;

const ipfsPath = (file: string) => `/ipfs/${CID}/${file}`;
const hang = () => {}; // the request is left open; close() ends it
const gatewaysOf = (...servers: MetadataServer[]) => servers.map((s) => `${s.url}/ipfs/`);

async function token(id: number) {
  const [row] = await database.db
    .select()
    .from(tokens)
    .where(and(eq(tokens.tokenAddress, collection.address.toLowerCase()), eq(tokens.tokenId, String(id))));
  return row;
}

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  database = await createTestDatabase();
  [hanging, failing, answering] = await Promise.all([
    startMetadataServer(),
    startMetadataServer(),
    startMetadataServer(),
  ]);
  for (const file of ['1.json', '2.json', 'art']) {
    hanging.routes.set(ipfsPath(file), hang);
    failing.json(ipfsPath(file), { error: 'bad gateway' }, 502);
  }
  // An image without an extension: its type comes from a HEAD request through the gateways.
  answering.json(ipfsPath('1.json'), { name: 'From the third gateway', image: `ipfs://${CID}/art` });
  answering.routes.set(ipfsPath('art'), (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(),
  );
  // 2.json: the third gateway has no such content (404), so every gateway fails.

  collection = await deployTestCollection({
    rpcUrl: anvil.rpcUrl,
    key: indexerKeys.metadata,
    baseUri: `ipfs://${CID}/`,
  });
  await collection.mintBatch(holder(1), 1, 2);
  indexer = indexerFor(database.db, anvil.rpcUrl, {
    metadata: {
      ipfsGateways: gatewaysOf(hanging, failing, answering),
      ipfsGatewayTimeoutMs: 500,
      // Far above the test's own time limit: only the per-gateway limit can let the pass finish.
      timeoutMs: 120_000,
      retries: 2,
      retryDelayMs: 10,
    },
  });
  await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
  await indexer.syncOnce();
  const started = performance.now();
  expect(await indexer.processMetadataOnce()).toBe(2);
  passMs = performance.now() - started;
});

afterAll(async () => {
  await database.close();
  await Promise.all([hanging.close(), failing.close(), answering.close()]);
  await anvil.stop();
});

describe('ipfs:// metadata across several gateways', () => {
  it('moves past a gateway that hangs and one that answers 502, and stores what the third serves', async () => {
    expect(await token(1)).toMatchObject({
      metadataStatus: 'ok',
      name: 'From the third gateway',
      // Browsers are sent to the first gateway, as before: the original value stays in `metadata`.
      image: `${hanging.url}/ipfs/${CID}/art`,
      mediaType: 'image',
    });
    expect(hanging.hits(ipfsPath('1.json'))).toBe(1);
    expect(failing.hits(ipfsPath('1.json'))).toBe(1);
    expect(answering.hits(ipfsPath('1.json'))).toBe(1);
    // Each gateway had 500 ms, not the 120 s of an http URI; generous for a busy machine.
    expect(passMs).toBeLessThan(20_000);
  });

  it('marks the token failed with the usual back-off when every gateway fails, naming each', async () => {
    const row = await token(2);
    expect(row).toMatchObject({ metadataStatus: 'failed', metadataAttempts: 1 });
    expect(row?.metadataError).toMatch(/^ipfs_gateways: no IPFS gateway answered/);
    expect(row?.metadataError).toContain(`${new URL(hanging.url).host} (timeout`);
    expect(row?.metadataError).toContain(`${new URL(failing.url).host} (http_status: HTTP 502)`);
    expect(row?.metadataError).toContain(`${new URL(answering.url).host} (http_status: HTTP 404)`);
    const wait = await database.db.execute<{ ahead: boolean }>(sql`
      select metadata_next_attempt_at > now() + interval '30 seconds' as ahead from tokens
       where token_address = ${collection.address.toLowerCase()} and token_id = 2`);
    expect(wait.rows[0]?.ahead).toBe(true);
    // The 404 is the content's absence there, not a fault worth another round: one try each.
    expect(answering.hits(ipfsPath('2.json'))).toBe(1);
    expect(await indexer.processMetadataOnce()).toBe(0);
  });

  it('asks the gateways that just failed last', async () => {
    expect(await indexer.reindexToken(collection.address, 1n)).toEqual({ status: 'ok' });
    expect(answering.hits(ipfsPath('1.json'))).toBe(2);
    expect(hanging.hits(ipfsPath('1.json'))).toBe(1);
    expect(failing.hits(ipfsPath('1.json'))).toBe(1);
  });
});

describe('what is tried again on another gateway', () => {
  const limits = {
    timeoutMs: 2000,
    ipfsGatewayTimeoutMs: 2000,
    maxBytes: 1024,
    retries: 2,
    retryDelayMs: 10,
    guard: localNetwork,
  };

  it('does not ask another gateway for content that is not JSON: it is the same everywhere', async () => {
    const broken = await startMetadataServer();
    broken.routes.set(ipfsPath('bad.json'), (_req, res) => res.writeHead(200).end('{ not json'));
    try {
      const ipfs = createIpfsGateways({ ...limits, ipfsGateways: gatewaysOf(broken, answering) });
      const error = await ipfs.readJson(`ipfs://${CID}/bad.json`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MetadataError);
      expect((error as MetadataError).reason).toBe('invalid_json');
      expect(answering.hits(ipfsPath('bad.json'))).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('tries a single gateway 1 + retries times on a 502, as an http URI', async () => {
    const ipfs = createIpfsGateways({ ...limits, ipfsGateways: gatewaysOf(failing) });
    await expect(ipfs.readJson(`ipfs://${CID}/once.json`)).rejects.toThrow(/no IPFS gateway answered/);
    failing.json(ipfsPath('once.json'), {}, 502);
    await expect(ipfs.readJson(`ipfs://${CID}/once.json`)).rejects.toThrow(/HTTP 502/);
    expect(failing.hits(ipfsPath('once.json'))).toBe(1 + 3);
  });
});

describe('IPFS gateway settings', () => {
  it('reads an ordered IPFS_GATEWAYS list, with IPFS_GATEWAY as a one-gateway alias', () => {
    const list = loadConfig({ IPFS_GATEWAYS: 'https://a.example/ipfs/, https://b.example/ipfs/' });
    expect(list.ipfsGateways).toEqual(['https://a.example/ipfs/', 'https://b.example/ipfs/']);
    expect(list.ipfsGateway).toBe('https://a.example/ipfs/');
    expect(list.ipfsGatewayTimeoutMs).toBe(5000);
    const alias = loadConfig({ IPFS_GATEWAY: 'https://c.example/ipfs/', IPFS_GATEWAY_TIMEOUT_MS: '1500' });
    expect(alias.ipfsGateways).toEqual(['https://c.example/ipfs/']);
    expect(alias.ipfsGatewayTimeoutMs).toBe(1500);
    expect(loadConfig({}).ipfsGateways).toEqual(['https://ipfs.io/ipfs/']);
    expect(() => loadConfig({ IPFS_GATEWAYS: 'https://a.example/, ftp://b.example/' })).toThrow(ConfigError);
  });
});
