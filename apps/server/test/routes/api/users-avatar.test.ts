import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { type FilePart, multipart } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createUser } from '../../helpers/user-factory.ts';

let t: TestApp;
let dataDir: string;
const uploads = () => path.join(dataDir, 'uploads');
const storedFiles = async () => (await readdir(uploads()).catch(() => [] as string[])).sort();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-avatar-'));
  // A small byte limit keeps the oversize test fast; the pixel limit stays at its 40 MP default.
  t = await createTestApp({ env: { DATA_DIR: dataDir, AVATAR_MAX_BYTES: String(1024 * 1024) } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e0521b' } });

async function upload(cookie: string, file: Partial<FilePart> & { body: Buffer }, fields = {}) {
  const form = multipart(fields, [{ filename: 'avatar.png', contentType: 'image/png', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

async function profileImage(account: string): Promise<string | null | undefined> {
  const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.account, account));
  return row?.image;
}

function expectUnsupported(res: { statusCode: number; json(): { code: string; field?: string } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', field: 'image' });
}

describe('POST /api/users/ with an avatar', () => {
  it('re-encodes a PNG to WebP of at most 512 px and serves it as image/webp with nosniff', async () => {
    const me = await signIn(t.app);
    const res = await upload(me.cookie, { body: await picture(1200, 800).png().toBuffer() });
    expect(res.statusCode, res.body).toBe(200);

    const image = await profileImage(me.account);
    expect(image).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${me.account}` });
    expect(profile.json().data.image).toBe(image);

    const served = await t.app.inject({ method: 'GET', url: image as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('accepts a JPEG, strips its metadata and keeps a small picture at its own size', async () => {
    const me = await signIn(t.app);
    const jpeg = await picture(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-data' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(me.cookie, { body: jpeg, filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: (await profileImage(me.account)) as string });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-location-data')).toBe(false);
  });

  it('takes the type from the bytes: a real PNG named .jpg with a text/plain type is accepted', async () => {
    const me = await signIn(t.app);
    const res = await upload(me.cookie, {
      body: await picture(64, 64).png().toBuffer(),
      filename: 'x.jpg',
      contentType: 'text/plain',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('deletes the replaced avatar file after a new one is saved', async () => {
    const me = await signIn(t.app);
    await upload(me.cookie, { body: await picture(40, 40).png().toBuffer() });
    const first = (await profileImage(me.account)) as string;
    await upload(me.cookie, { body: await picture(50, 50).webp().toBuffer() });
    const second = (await profileImage(me.account)) as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses an SVG with 400 UNSUPPORTED_IMAGE', async () => {
    const me = await signIn(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expectUnsupported(
      await upload(me.cookie, { body: svg, filename: 'a.svg', contentType: 'image/svg+xml' }),
    );
    expect(await profileImage(me.account)).toBeNull();
  });

  it('refuses HTML named avatar.png with an image/png type', async () => {
    const me = await signIn(t.app);
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    expectUnsupported(await upload(me.cookie, { body: html }));
  });

  it('refuses plain text', async () => {
    const me = await signIn(t.app);
    expectUnsupported(await upload(me.cookie, { body: Buffer.from('just some words, no picture') }));
  });

  it('refuses a polyglot: a GIF header followed by HTML and script', async () => {
    const me = await signIn(t.app);
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    expectUnsupported(
      await upload(me.cookie, { body: polyglot, filename: 'a.gif', contentType: 'image/gif' }),
    );
  });

  it('refuses a polyglot: a complete, decodable GIF with a script appended', async () => {
    const me = await signIn(t.app);
    const gif = await picture(16, 16).gif().toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('<script>alert(1)</script>')]);
    expect((await sharp(polyglot).metadata()).format).toBe('gif');
    expectUnsupported(
      await upload(me.cookie, { body: polyglot, filename: 'a.gif', contentType: 'image/gif' }),
    );
  });

  it('refuses a truncated PNG', async () => {
    const me = await signIn(t.app);
    const png = await picture(400, 400).png({ compressionLevel: 0 }).toBuffer();
    expectUnsupported(await upload(me.cookie, { body: png.subarray(0, Math.floor(png.length / 2)) }));
  });

  it('refuses a file over the byte limit with 413 FILE_TOO_LARGE', async () => {
    const me = await signIn(t.app);
    const big = Buffer.concat([await picture(8, 8).png().toBuffer(), Buffer.alloc(1024 * 1024 + 1)]);
    const res = await upload(me.cookie, { body: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', field: 'image' });
    expect(await profileImage(me.account)).toBeNull();
  });

  it('refuses a picture over 40 megapixels with 400 IMAGE_TOO_MANY_PIXELS', async () => {
    const me = await signIn(t.app);
    const huge = await picture(7000, 6000).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload(me.cookie, { body: huge });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', field: 'image' });
  });

  it('refuses a second file with 400', async () => {
    const me = await signIn(t.app);
    const png = await picture(8, 8).png().toBuffer();
    const form = multipart({}, [
      { filename: 'a.png', contentType: 'image/png', body: png },
      { filename: 'b.png', contentType: 'image/png', body: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: form.payload,
      headers: { ...form.headers, cookie: me.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps no file and no change when the row update loses a username race at the unique index', async () => {
    const rival = await createUser(t.db);
    const me = await signIn(t.app);
    const before = await storedFiles();
    // Another transaction takes the name but has not committed: our pre-check cannot see it, so the
    // save reaches the UPDATE, waits on the unique index, and fails once the rival commits.
    const client = await pool().connect();
    try {
      await client.query('begin');
      await client.query('update users set username = $1 where account = $2', ['Raced_Name', rival.account]);
      const pending = upload(
        me.cookie,
        { body: await picture(32, 32).png().toBuffer() },
        { username: 'raced_name' },
      );
      await waitForLockWait();
      await client.query('commit');
      const res = await pending;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'username has already been taken!',
      });
    } finally {
      client.release();
    }
    expect(await storedFiles()).toEqual(before);
    const [row] = await t.db.select().from(users).where(eq(users.account, me.account));
    expect(row).toMatchObject({ username: null, image: null });
  });
});

/** drizzle's node-postgres database keeps its pool as $client (not in the Db type). */
const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;

async function waitForLockWait(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool().query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the save never waited on the unique index');
}

describe('GET /api/media/:key', () => {
  it('answers 404 for an unknown key of the right shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${'0'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for path traversal attempts and never returns a file outside the uploads folder', async () => {
    for (const key of [
      '..%2F..%2Fpackage.json',
      '..%2Fuploads',
      '%2Fetc%2Fpasswd',
      '....webp',
      `${'a'.repeat(32)}.svg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.body).not.toContain('"name"');
    }
  });
});
