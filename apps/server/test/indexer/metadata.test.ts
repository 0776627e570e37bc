import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { tokenAttributes, tokens } from '../../src/db/schema/index.ts';
import type { Indexer } from '../../src/indexer/indexer.ts';
import { findTokenIdsByTraits } from '../../src/services/catalogue/trait-filter.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { indexerFor } from './helpers/catalogue-state.ts';
import { type MetadataServer, startMetadataServer } from './helpers/metadata-server.ts';
import { deployTestCollection, holder, indexerKeys, type TestCollection } from './helpers/test-collection.ts';

const rpcUrl = inject('rpcUrl');
const CID = 'bafyfakecid';
let database: Database;
let server: MetadataServer;
let gateway: MetadataServer;
let collection: TestCollection;
let indexer: Indexer;

const backgrounds = ['Sky', 'Forest', 'Lava'];
const eyes = ['Calm', 'Fierce'];
function guardian(id: number, extra: Record<string, unknown> = {}) {
  return {
    name: `Guardian #${id}`,
    description: 'A test guardian',
    image: `${server.url}/img/${id}.png`,
    attributes: [
      { trait_type: 'Background', value: backgrounds[id % 3] },
      { trait_type: 'Eyes', value: eyes[id % 2] },
      { trait_type: 'Power', value: id * 10 },
      { value: 'no trait type: dropped' },
    ],
    ...extra,
  };
}

async function token(id: number) {
  const [row] = await database.db
    .select()
    .from(tokens)
    .where(and(eq(tokens.tokenAddress, collection.address.toLowerCase()), eq(tokens.tokenId, String(id))));
  return row;
}

async function traits(id: number) {
  const rows = await database.db
    .select({ traitType: tokenAttributes.traitType, value: tokenAttributes.value })
    .from(tokenAttributes)
    .where(eq(tokenAttributes.tokenId, String(id)))
    .orderBy(asc(tokenAttributes.traitType));
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startMetadataServer();
  gateway = await startMetadataServer();
  for (let id = 1; id <= 20; id++) server.json(`/meta/${id}.json`, guardian(id));
  server.routes.set('/meta/5.json', (_req, res) => {
    setTimeout(() => res.writeHead(200).end('{}'), 2000); // slower than the 300 ms limit
  });
  server.json('/meta/6.json', { error: 'boom' }, 500);
  server.routes.set('/meta/7.json', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }); // no content-length: streamed
    res.write(`{"name":"${'x'.repeat(1024 * 1024)}`);
    res.end('"}');
  });
  server.routes.set('/meta/8.json', (_req, res) => res.writeHead(200).end('{ not json'));
  server.json('/meta/11.json', guardian(11, { animation_url: `${server.url}/media/11.mp4` }));
  server.json('/meta/12.json', guardian(12, { animation_url: `${server.url}/media/12.mp3?v=1` }));
  server.json('/meta/13.json', guardian(13, { animation_url: `${server.url}/media/13.glb` }));
  server.json('/meta/14.json', guardian(14, { image: `${server.url}/media/14` }));
  server.routes.set('/media/14', (_req, res) => res.writeHead(200, { 'content-type': 'image/webp' }).end());
  gateway.json(`/ipfs/${CID}/16.json`, guardian(16, { image: `ipfs://${CID}/16.svg` }));

  collection = await deployTestCollection({
    rpcUrl,
    key: indexerKeys.metadata,
    baseUri: `${server.url}/meta/`,
  });
  await collection.mintBatch(holder(1), 1, 20);
  const inline = JSON.stringify(guardian(9, { name: 'Inline #9' }));
  await collection.setTokenUri(9, `data:application/json;base64,${Buffer.from(inline).toString('base64')}`);
  await collection.setTokenUri(
    10,
    `data:application/json,${encodeURIComponent(JSON.stringify(guardian(10)))}`,
  );
  await collection.setTokenUri(16, `ipfs://${CID}/16.json`);
  await collection.setTokenUri(17, 'ftp://example.org/17.json');

  indexer = indexerFor(database.db, rpcUrl, {
    metadata: { ipfsGateways: [`${gateway.url}/ipfs/`], timeoutMs: 300, retries: 2, retryDelayMs: 10 },
  });
  await indexer.addCollection(collection.address, { deploymentBlock: collection.deploymentBlock });
  await indexer.syncOnce();
  expect(await indexer.processMetadataOnce()).toBe(20);
});

afterAll(async () => {
  await database.close();
  await server.close();
  await gateway.close();
});

describe('token metadata', () => {
  it('stores name, description, image and traits from an http token URI', async () => {
    expect(await token(1)).toMatchObject({
      metadataStatus: 'ok',
      tokenUri: `${server.url}/meta/1.json`,
      name: 'Guardian #1',
      description: 'A test guardian',
      image: `${server.url}/img/1.png`,
      mediaType: 'image',
    });
    expect(await traits(1)).toEqual([
      { traitType: 'Background', value: 'Forest' },
      { traitType: 'Eyes', value: 'Fierce' },
      { traitType: 'Power', value: '10' },
    ]);
  });

  it('reads data: URIs (base64 and percent-encoded) and ipfs:// through the gateway', async () => {
    expect(await token(9)).toMatchObject({ metadataStatus: 'ok', name: 'Inline #9' });
    expect(await token(10)).toMatchObject({ metadataStatus: 'ok', name: 'Guardian #10' });
    expect(await token(16)).toMatchObject({
      metadataStatus: 'ok',
      name: 'Guardian #16',
      image: `${gateway.url}/ipfs/${CID}/16.svg`,
      mediaType: 'image',
    });
  });

  it('detects video, audio and 3D media from the extension and images from the content type', async () => {
    expect(await token(11)).toMatchObject({ mediaType: 'video', animationUrl: `${server.url}/media/11.mp4` });
    expect((await token(12))?.mediaType).toBe('audio');
    expect((await token(13))?.mediaType).toBe('model');
    expect((await token(14))?.mediaType).toBe('image');
  });

  it('records each failure with its reason, retries only what may pass later, and fetches the rest', async () => {
    expect(await token(5)).toMatchObject({ metadataStatus: 'failed', metadataAttempts: 1 });
    expect((await token(5))?.metadataError).toMatch(/^timeout/);
    expect((await token(6))?.metadataError).toBe('http_status: HTTP 500');
    expect(server.hits('/meta/6.json')).toBe(3); // the first try and two retries
    expect((await token(7))?.metadataError).toMatch(/^too_large/);
    expect((await token(8))?.metadataError).toMatch(/^invalid_json/);
    expect(server.hits('/meta/8.json')).toBe(1);
    expect((await token(17))?.metadataError).toMatch(/^unsupported_uri/);
    expect((await token(20))?.metadataStatus).toBe('ok');
    // Failed tokens wait for their back-off instead of being fetched on every pass.
    expect(await indexer.processMetadataOnce()).toBe(0);
  });

  it('reindexToken fetches again and replaces the traits', async () => {
    server.json('/meta/6.json', guardian(6));
    expect(await indexer.reindexToken(collection.address, 6n)).toEqual({ status: 'ok' });
    expect(await token(6)).toMatchObject({ metadataStatus: 'ok', metadataError: null, metadataAttempts: 0 });

    server.json('/meta/1.json', { name: 'Renamed', attributes: [{ trait_type: 'Eyes', value: 'Sleepy' }] });
    await indexer.reindexToken(collection.address, '1');
    expect((await token(1))?.name).toBe('Renamed');
    expect(await traits(1)).toEqual([{ traitType: 'Eyes', value: 'Sleepy' }]);
    await expect(indexer.reindexToken(collection.address, 999n)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('filters items by traits: values of a type ORed, types ANDed', async () => {
    const key = { chainId: 31337, tokenAddress: collection.address.toLowerCase() };
    const page = { limit: 50, offset: 0 };
    const forest = await findTokenIdsByTraits(database.db, key, { Background: ['Forest'] }, page);
    const forestOrLava = await findTokenIdsByTraits(
      database.db,
      key,
      { Background: ['Forest', 'Lava'] },
      page,
    );
    const forestCalm = await findTokenIdsByTraits(
      database.db,
      key,
      { Background: ['Forest'], Eyes: ['Calm'] },
      page,
    );
    expect(forestCalm.tokenIds.every((id) => forest.tokenIds.includes(id))).toBe(true);
    expect(forestCalm.tokenIds.every((id) => Number(id) % 2 === 0 && Number(id) % 3 === 1)).toBe(true);
    expect(forestOrLava.total).toBeGreaterThan(forest.total);
    expect(forestCalm.total).toBe(forestCalm.tokenIds.length);
    expect(forestCalm.total).toBeGreaterThan(0);
    const second = await findTokenIdsByTraits(
      database.db,
      key,
      { Background: ['Forest', 'Lava'] },
      { limit: 2, offset: 2 },
    );
    expect(second).toEqual({ tokenIds: forestOrLava.tokenIds.slice(2, 4), total: forestOrLava.total });
  });
});
