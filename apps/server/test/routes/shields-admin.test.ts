import { rm } from 'node:fs/promises';
import type { Shield } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shields } from '../../src/db/schema/index.ts';
import { seedShields, shieldsFile } from '../../src/services/shields/shield-seed.ts';
import { signIn } from '../helpers/login-flow.ts';
import { multipart } from '../helpers/multipart.ts';
import { admin, adminKey, MAX_BYTES, png, shieldActions, shieldDataDir } from '../helpers/shield-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The admin form; its edits build on each other, so the tests run in order on one app.
let t: TestApp;
let dataDir: string;
let adminCookie: string;
let user: { cookie: string; account: `0x${string}` };

beforeAll(async () => {
  dataDir = await shieldDataDir();
  t = await createTestApp({
    env: { DATA_DIR: dataDir, ADMIN_ACCOUNTS: admin, AVATAR_MAX_BYTES: String(MAX_BYTES) },
  });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  user = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { listAll, byName, sendForm } = shieldActions(() => ({ t, adminCookie }));

describe('admin shield form', () => {
  it('refuses anonymous callers and non-admins', async () => {
    const early = await byName('Early Supporter');
    const fields = { name: 'Hijacked', description: 'x' };
    const anonymous = multipart(fields);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shields/${early._id}`,
      payload: anonymous.payload,
      headers: anonymous.headers,
    });
    expect(res.statusCode).toBe(401);
    const notAdmin = await sendForm('PUT', `/api/shields/${early._id}`, fields, undefined, user.cookie);
    expect(notAdmin.statusCode).toBe(403);
    const create = await sendForm('POST', '/api/shields', fields, { body: await png() }, user.cookie);
    expect(create.statusCode).toBe(403);
    expect((await byName('Early Supporter')).name).toBe('Early Supporter');
  });

  it("answers 'All fields are required' without a name or description", async () => {
    const early = await byName('Early Supporter');
    const cases: Record<string, string>[] = [
      { name: 'Only a name' },
      { description: 'Only words' },
      { name: '  ', description: 'x' },
    ];
    for (const fields of cases) {
      const res = await sendForm('PUT', `/api/shields/${early._id}`, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('All fields are required');
    }
    const noImage = await sendForm('POST', '/api/shields', { name: 'Fresh', description: 'New' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe('All fields are required');
  });

  it('accepts png, jpg and jpeg by content only, and refuses disguised files', async () => {
    const early = await byName('Early Supporter');
    const url = `/api/shields/${early._id}`;
    const fields = { name: 'Early Supporter', description: early.description };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body>hi</body></html>');
    const polyglot = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
    for (const body of [svg, html, await png(64, 64, 'gif'), polyglot, Buffer.from('not a picture')]) {
      const res = await sendForm('PUT', url, fields, { body, filename: 'shield.png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^image: /);
    }
    const oversize = await sendForm('PUT', url, fields, { body: Buffer.alloc(MAX_BYTES + 10, 1) });
    expect(oversize.statusCode).toBe(413);
    expect((await byName('Early Supporter')).image).toBe(early.image);

    const jpeg = await sendForm('PUT', url, fields, {
      body: await png(900, 600, 'jpeg'),
      filename: 'new.jpeg',
    });
    expect(jpeg.statusCode).toBe(200);
    const updated = jpeg.json().data as Shield;
    expect(updated.image).not.toBe(early.image);
    const media = await t.app.inject({ method: 'GET', url: updated.image });
    expect(media.headers['content-type']).toBe('image/png');
    expect((await sharp(media.rawPayload).metadata()).width).toBe(512);
    // The replaced file is gone.
    expect((await t.app.inject({ method: 'GET', url: early.image })).statusCode).toBe(404);
  });

  it('renames and describes, keeps the edit across a restart seed, and refuses a taken name', async () => {
    const collector = await byName('Collector');
    const res = await sendForm('PUT', `/api/shields/${collector._id}`, {
      name: '  Grand   Collector ',
      description: 'Holds a small hoard',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Grand Collector', description: 'Holds a small hoard' });
    expect(res.json().data.downloadUrl).toMatch(/^\/downloadFile\/Grand_Collector\?/);

    const seeded = await seedShields(
      { db: t.db, storage: t.app.storage, chainId: 31337 },
      shieldsFile(t.config.rootDir),
    );
    expect(seeded.added).toBe(0);
    expect((await listAll()).items.map((s) => s.name)).toContain('Grand Collector');

    const taken = await sendForm('PUT', `/api/shields/${collector._id}`, {
      name: 'forge champion',
      description: 'x',
    });
    expect(taken.statusCode).toBe(409);
    const underscore = await sendForm('PUT', `/api/shields/${collector._id}`, {
      name: 'a_b',
      description: 'x',
    });
    expect(underscore.statusCode).toBe(400);
    const missing = await sendForm('PUT', '/api/shields/999999', { name: 'Ghost', description: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('creates a shield that only admins award', async () => {
    const res = await sendForm(
      'POST',
      '/api/shields',
      { name: 'Contest Winner', description: 'Won a contest' },
      {
        body: await png(),
      },
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data as Shield;
    const [row] = await t.db.select().from(shields).where(eq(shields.id, created._id));
    expect(row).toMatchObject({ rule: null, slug: null, chainId: 31337 });
    const duplicate = await sendForm(
      'POST',
      '/api/shields',
      { name: 'CONTEST WINNER', description: 'x' },
      {
        body: await png(),
      },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Another shield already has this name');
  });
});
