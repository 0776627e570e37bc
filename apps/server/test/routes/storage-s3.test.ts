import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { SUBMISSION_MEDIA_FIELD } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { userSocials, users, vaultAssets } from '../../src/db/schema/index.ts';
import { LocalStorage } from '../../src/infra/storage/local-storage.ts';
import { S3Storage } from '../../src/infra/storage/s3-storage.ts';
import { registerUploads } from '../../src/plugins/uploads.ts';
import { createCollection, createToken } from '../helpers/catalogue-fixtures.ts';
import { png } from '../helpers/gallery-media-builders.ts';
import { type LocalS3, localS3Client, startLocalS3 } from '../helpers/local-s3.ts';
import { signIn } from '../helpers/login-flow.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let s3: LocalS3;
let client: S3Client;
let t: TestApp;
let dataDir: string;

/** What the local disk holds: with S3 set, nothing may land under DATA_DIR/uploads. */
const localUploads = () => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
const keyOf = (mediaUrl: string) => mediaUrl.slice('/api/media/'.length);

async function bucketObject(key: string): Promise<{ body: Buffer; contentType: string | undefined }> {
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return {
    body: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
    contentType: object.ContentType,
  };
}

/** The file the media route serves for `url` is the bucket's object, byte for byte, typed alike. */
async function expectServedFromBucket(url: string, contentType: string) {
  const key = keyOf(url);
  expect(await s3.keys()).toContain(key);
  const stored = await bucketObject(key);
  expect(stored.contentType).toBe(contentType);
  const served = await t.app.inject({ url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(contentType);
  expect(served.rawPayload.equals(stored.body)).toBe(true);
}

function post(url: string, cookie: string, fields: Record<string, string>, files: FilePart[]) {
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, cookie } });
}

beforeAll(async () => {
  s3 = await startLocalS3();
  client = localS3Client(s3.endpoint);
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-s3-app-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('uploads with S3_* set', () => {
  it('creates the bucket at start and keeps the vault files there, not on the local disk', async () => {
    const assets = await t.db.select().from(vaultAssets);
    expect(assets.length).toBeGreaterThan(0);
    const keys = await s3.keys();
    for (const asset of assets) expect(keys).toEqual(expect.arrayContaining([asset.fileKey, asset.imageKey]));
    const [first] = assets;
    if (!first) throw new Error('no vault asset seeded');
    const original = await readFile(path.join(t.config.rootDir, 'content/vault', first.fileName));
    expect((await bucketObject(first.fileKey)).body.equals(original)).toBe(true);
    await expectServedFromBucket(`/api/media/${first.imageKey}`, 'image/png');
    expect(await localUploads()).toEqual([]);
  });

  it('stores an avatar in the bucket, serves it back, and deletes it from the bucket when replaced', async () => {
    const me = await signIn(t.app);
    const avatar = (body: Buffer) =>
      post('/api/users/', me.cookie, {}, [{ filename: 'me.png', contentType: 'image/png', body }]);
    const imageOf = async () =>
      (await t.db.select({ image: users.image }).from(users).where(eq(users.account, me.account)))[0]
        ?.image ?? '';

    expect((await avatar(await png(120, 80))).statusCode).toBe(200);
    const first = await imageOf();
    expect(first).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
    await expectServedFromBucket(first, 'image/webp');

    expect((await avatar(await png(60, 60))).statusCode).toBe(200);
    const second = await imageOf();
    await expectServedFromBucket(second, 'image/webp');
    expect(await s3.keys()).not.toContain(keyOf(first));
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect(await localUploads()).toEqual([]);
  });

  it('stores a fan-art submission and its preview in the bucket and serves both back', async () => {
    const guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
    await createToken(t.db, guardians, { id: 7, owner: null });
    const artist = await signIn(t.app);
    await t.db.insert(userSocials).values({
      account: artist.account,
      provider: 'twitter',
      providerAccountId: 'x-s3-artist',
      username: 's3artist',
    });
    const res = await post(
      '/api/gallery/submissions',
      artist.cookie,
      { postUrl: 'https://x.com/s3artist/status/4242' },
      [
        {
          field: SUBMISSION_MEDIA_FIELD,
          filename: 'art.png',
          contentType: 'image/png',
          body: await png(900, 600),
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const [media] = res.json().data.media as { url: string; preview_image_url: string }[];
    if (!media) throw new Error('the submission has no media');
    await expectServedFromBucket(media.url, 'image/webp');
    await expectServedFromBucket(media.preview_image_url, 'image/webp');
    expect(await localUploads()).toEqual([]);
  });

  it('answers 404 for a well-formed key the bucket does not hold', async () => {
    const res = await t.app.inject({ url: `/api/media/${'0'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to start when the bucket cannot be opened with the configured secret', async () => {
    const app = Fastify({ logger: false });
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    await expect(registerUploads(app, config)).rejects.toThrow(/^S3_BUCKET: .*access denied/);
    await app.close();
  });

  it('keeps files under DATA_DIR/uploads when no bucket is named', async () => {
    const app = Fastify({ logger: false });
    await registerUploads(app, loadConfig({ DATA_DIR: dataDir }));
    expect(app.storage).toBeInstanceOf(LocalStorage);
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    await app.close();
  });
});
