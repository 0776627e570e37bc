import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Config, ConfigError, loadConfig, type S3Config } from '../../../src/config.ts';
import { S3Storage } from '../../../src/infra/storage/s3-storage.ts';
import { InvalidStorageKeyError, newStorageKey } from '../../../src/infra/storage/storage.ts';
import { type LocalS3, localS3Client, startLocalS3 } from '../../helpers/local-s3.ts';

let s3: LocalS3;
const opened: S3Storage[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterEach(() => {
  for (const storage of opened.splice(0)) storage.close();
});
afterAll(() => s3.stop());

function s3Settings(env: Record<string, string> = {}): S3Config {
  const config: Config = loadConfig({ ...s3.env, ...env });
  if (!config.s3) throw new Error('S3_* did not give an S3 configuration');
  return config.s3;
}

function storage(settings: Partial<S3Config> = {}): S3Storage {
  const store = new S3Storage({ ...s3Settings(), ...settings });
  opened.push(store);
  return store;
}

/** A bucket of its own, created through the storage, so tests do not see each other's keys. */
async function freshStorage(): Promise<S3Storage> {
  const created = storage({ bucket: `guardians-unit-${randomBytes(4).toString('hex')}` });
  expect(await created.ensureBucket()).toBe('created');
  return created;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('S3 settings', () => {
  it('reads S3_* with region us-east-1 and path-style addressing by default', () => {
    const { S3_REGION: _region, S3_FORCE_PATH_STYLE: _style, ...env } = s3.env;
    expect(loadConfig(env).s3).toEqual({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });

  it('turns path-style off with S3_FORCE_PATH_STYLE=false and keeps a named region', () => {
    expect(s3Settings({ S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-central-1' })).toMatchObject({
      forcePathStyle: false,
      region: 'eu-central-1',
    });
  });

  it('leaves storage local when no bucket is named', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('refuses an endpoint without a bucket, and a key id without its secret', () => {
    expect(() => loadConfig({ S3_ENDPOINT: s3.endpoint })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'b-u-c', S3_ACCESS_KEY_ID: 'S3RVER' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('S3Storage', () => {
  it('creates a missing bucket at start and finds it the next time', async () => {
    const bucket = `guardians-unit-${randomBytes(4).toString('hex')}`;
    const first = storage({ bucket });
    expect(await first.ensureBucket()).toBe('created');
    expect(await storage({ bucket }).ensureBucket()).toBe('found');
  });

  it('lets two nodes that start together both use a bucket neither found', async () => {
    const bucket = `guardians-unit-${randomBytes(4).toString('hex')}`;
    const results = await Promise.all([
      storage({ bucket }).ensureBucket(),
      storage({ bucket }).ensureBucket(),
    ]);
    expect(results).toContain('created');
    expect(await storage({ bucket }).ensureBucket()).toBe('found');
  });

  it('takes a bucket another node created between its check and its create as found', async () => {
    const bucket = `guardians-unit-${randomBytes(4).toString('hex')}`;
    const otherNode = localS3Client(s3.endpoint);
    s3.onRequest = async (request) => {
      if (request.method !== 'PUT' || request.url !== `/${bucket}/`) return;
      s3.onRequest = undefined;
      await otherNode.send(new CreateBucketCommand({ Bucket: bucket }));
    };
    try {
      expect(await storage({ bucket }).ensureBucket()).toBe('found');
    } finally {
      s3.onRequest = undefined;
      otherNode.destroy();
    }
    const creates = s3.requests.filter((r) => r.method === 'PUT' && r.url === `/${bucket}/`);
    expect(creates).toHaveLength(2);
  });

  it('uses a bucket an operator created beforehand', async () => {
    const bucket = `guardians-unit-${randomBytes(4).toString('hex')}`;
    const client = localS3Client(s3.endpoint);
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    expect(await storage({ bucket }).ensureBucket()).toBe('found');
  });

  it('signs for the configured region and names it as the location of a bucket it creates', async () => {
    const bucket = `guardians-unit-${randomBytes(4).toString('hex')}`;
    expect(await storage({ bucket, region: 'eu-west-1' }).ensureBucket()).toBe('created');
    const create = s3.requests.find((r) => r.method === 'PUT' && r.url === `/${bucket}/`);
    expect(create).toMatchObject({ region: 'eu-west-1' });
    expect(create?.bodyBytes).toBeGreaterThan(0);
    // us-east-1 is refused as a location by S3, so no body is sent there.
    const home = `guardians-unit-${randomBytes(4).toString('hex')}`;
    await storage({ bucket: home }).ensureBucket();
    expect(s3.requests.find((r) => r.method === 'PUT' && r.url === `/${home}/`)).toMatchObject({
      region: 'us-east-1',
      bodyBytes: 0,
    });
  });

  it('stores, reads back and deletes a file, labelled with its media type', async () => {
    const store = await freshStorage();
    const key = newStorageKey('webp');
    const body = Buffer.from('RIFF----WEBPVP8 picture bytes');
    await store.put(key, body);
    expect(await store.get(key)).toEqual(body);

    const client = localS3Client(s3.endpoint);
    const head = await client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: key }));
    client.destroy();
    expect(head).toMatchObject({ ContentType: 'image/webp', ContentLength: body.length });

    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('round-trips binary data byte for byte (every byte value, 3 MB of random bytes)', async () => {
    const store = await freshStorage();
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const large = randomBytes(3 * 1024 * 1024);
    const smallKey = newStorageKey('png');
    const largeKey = newStorageKey('mp4');
    await store.put(smallKey, everyByte);
    await store.put(largeKey, large);
    expect((await store.get(smallKey))?.equals(everyByte)).toBe(true);
    const back = await store.get(largeKey);
    expect(back?.length).toBe(large.length);
    expect(back?.equals(large)).toBe(true);
  });

  it('replaces the file under a key that is written again', async () => {
    const store = await freshStorage();
    const key = newStorageKey('png');
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key))?.toString()).toBe('second');
  });

  it('answers undefined for a key that was never stored', async () => {
    const store = await freshStorage();
    expect(await store.get(newStorageKey('png'))).toBeUndefined();
  });

  it('deletes a missing key without an error, twice', async () => {
    const store = await freshStorage();
    const key = newStorageKey('webp');
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('fails a read from a bucket that does not exist instead of calling the file missing', async () => {
    const store = storage({ bucket: `guardians-gone-${randomBytes(4).toString('hex')}` });
    await expect(store.get(newStorageKey('png'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('refuses a malformed key before any request', async () => {
    const store = storage({ endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(store.get('../secrets.png')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(store.put('a/b.webp', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(store.delete('x.svg')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('stops the start with S3_BUCKET named when the secret is wrong', async () => {
    const store = storage({ secretAccessKey: 'not-the-secret' });
    const failure = store.ensureBucket();
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(
      /^S3_BUCKET: bucket 'guardians-test-[a-f0-9]+' cannot open \(access denied/,
    );
  });

  it('stops the start with S3_BUCKET named when the endpoint does not answer', async () => {
    const store = storage({ endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(store.ensureBucket()).rejects.toThrow(/^S3_BUCKET: .*cannot open \(.*ECONNREFUSED/);
  });
});
