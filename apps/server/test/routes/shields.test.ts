import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EarnedShield, Shield } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shieldAwards, shields, tokens, userSocials } from '../../src/db/schema/index.ts';
import { downloadLinkKey, signDownload } from '../../src/services/shields/download-link.ts';
import { seedShields, shieldsFile } from '../../src/services/shields/shield-seed.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;
const MAX_BYTES = 256 * 1024;

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let user: { cookie: string; account: `0x${string}` };
let other: { cookie: string; account: `0x${string}` };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-shields-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, ADMIN_ACCOUNTS: admin, AVATAR_MAX_BYTES: String(MAX_BYTES) },
  });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  user = await signIn(t.app);
  other = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const listAll = async (query = '', cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/shields/all${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Shield[]; total: number; canEdit: boolean };
};
const accountShields = async (account: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/shields/account/${account}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as EarnedShield[];
};
const byName = async (name: string) => {
  const found = (await listAll(`?name=${encodeURIComponent(name)}`)).items.find((s) => s.name === name);
  if (!found) throw new Error(`no shield ${name}`);
  return found;
};
const download = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const png = (width = 64, height = 64, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a7de1' } })
    .toFormat(format)
    .toBuffer();

function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: Partial<FilePart> & { body: Buffer },
  cookie = adminCookie,
) {
  const form = multipart(fields, file ? [{ filename: 'shield.png', contentType: 'image/png', ...file }] : []);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie } });
}

describe('GET /api/shields/all', () => {
  it('lists the seeded shields with PNG pictures and signed download links', async () => {
    const list = await listAll();
    expect(list.total).toBe(6);
    expect(list.canEdit).toBe(false);
    const early = list.items.find((s) => s.name === 'Early Supporter');
    expect(early).toMatchObject({
      chainId: 31337,
      image: expect.stringMatching(/^\/api\/media\/[a-f0-9]{32}\.png$/),
    });
    expect(early?.downloadUrl).toMatch(
      /^\/downloadFile\/Early_Supporter\?mimetype=PNG&file_url=%2Fapi%2Fmedia%2F/,
    );
    const media = await t.app.inject({ method: 'GET', url: early?.image ?? '' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
  });

  it('pages by offset and limit and filters by a literal name substring', async () => {
    const all = await listAll();
    const page = await listAll('?offset=2&limit=2');
    expect(page.total).toBe(6);
    expect(page.items.map((s) => s._id)).toEqual(all.items.slice(2, 4).map((s) => s._id));
    expect((await listAll('?name=COLL')).items.map((s) => s.name)).toEqual(['Collector']);
    expect((await listAll('?name=%25')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/shields/all?limit=1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('tells administrators they can edit', async () => {
    expect((await listAll('', adminCookie)).canEdit).toBe(true);
    expect((await listAll('', user.cookie)).canEdit).toBe(false);
  });
});

describe('GET /api/shields/account/:account (rules)', () => {
  it('awards from real rows with the reason and keeps the awards once earned', async () => {
    const collection = await createCollection(t.db, { slug: `shield-holders-${Date.now()}` });
    await createTokens(
      t.db,
      collection,
      [1, 2, 3].map((id) => ({ id, owner: user.account })),
    );
    await t.db
      .insert(userSocials)
      .values({ account: user.account, provider: 'twitter', providerAccountId: '42', username: 'keeper' });

    const earned = await accountShields(user.account.toUpperCase().replace('0X', '0x'));
    const reasons = Object.fromEntries(earned.map((s) => [s.name, s.reason]));
    expect(reasons).toEqual({
      'Early Supporter': expect.stringMatching(/^Account #\d+ to join, among the first 1000$/),
      'Guardian Keeper': 'Holds 3 Guardians',
      Collector: 'Holds 3 Guardians',
      'Voice of X': 'Linked X as @keeper',
    });
    for (const shield of earned) expect(Date.parse(shield.awardedAt)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await t.db.select().from(shieldAwards).where(eq(shieldAwards.account, user.account));
    expect(rows).toHaveLength(4);

    // Selling the tokens and unlinking X does not take the shields away.
    await t.db
      .update(tokens)
      .set({ owner: randomAddress() })
      .where(eq(tokens.tokenAddress, collection.tokenAddress));
    await t.db.delete(userSocials).where(eq(userSocials.account, user.account));
    const again = await accountShields(user.account);
    expect(again.map((s) => [s.name, s.awardedAt])).toEqual(earned.map((s) => [s.name, s.awardedAt]));
  });

  it('awards nothing the account has not earned', async () => {
    const collection = await createCollection(t.db, { slug: `one-token-${Date.now()}` });
    await createTokens(t.db, collection, [{ id: 1, owner: other.account }]);
    const names = (await accountShields(other.account)).map((s) => s.name);
    expect(names.sort()).toEqual(['Early Supporter', 'Guardian Keeper']);
    // No user row: not among the accounts that joined.
    expect(await accountShields(randomAddress())).toEqual([]);
  });

  it('refuses a malformed account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shields/account/not-an-address' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /downloadFile/:name', () => {
  it('serves an earned shield as a PNG attachment', async () => {
    const [early] = (await accountShields(user.account)).filter((s) => s.name === 'Early Supporter');
    const res = await download(early?.downloadUrl ?? '', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Early Supporter\.png"/);
    expect(res.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it("answers 'Unlock to download!' for a shield the account has not earned", async () => {
    const champion = await byName('Forge Champion');
    const res = await download(champion.downloadUrl, user.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Unlock to download!');
  });

  it('needs a signed-in account', async () => {
    const early = await byName('Early Supporter');
    const res = await download(early.downloadUrl);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a forged or altered link before anything else', async () => {
    const early = await byName('Early Supporter');
    const url = new URL(early.downloadUrl, 'http://x');
    const forged = new URL(url);
    forged.searchParams.set('hash', 'A'.repeat(43));
    const res = await download(forged.pathname + forged.search, user.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This download link is not valid');

    const elsewhere = new URL(url);
    elsewhere.searchParams.set('file_url', 'http://169.254.169.254/latest/meta-data');
    expect((await download(elsewhere.pathname + elsewhere.search, user.cookie)).statusCode).toBe(403);

    const renamed = `/downloadFile/Forge_Champion${url.search}`;
    expect((await download(renamed, user.cookie)).statusCode).toBe(403);
    expect((await download('/downloadFile/Early_Supporter?mimetype=PNG', user.cookie)).statusCode).toBe(400);
  });

  it("refuses a validly signed file_url that is not the shield's own picture", async () => {
    const key = await downloadLinkKey(t.config);
    const champion = await byName('Forge Champion');
    const sign = (name: string, mimetype: string, fileUrl: string) =>
      `/downloadFile/${name}?${new URLSearchParams({ mimetype, file_url: fileUrl, hash: signDownload(key, { name, mimetype, fileUrl }) })}`;

    // The user earned Early Supporter; pointing its link at another shield's file is refused.
    const stolen = await download(sign('Early_Supporter', 'PNG', champion.image), user.cookie);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('This download link is not valid');
    const remote = await download(sign('Early_Supporter', 'PNG', 'https://example.com/a.png'), user.cookie);
    expect(remote.statusCode).toBe(403);
    const early = await byName('Early Supporter');
    expect((await download(sign('Early_Supporter', 'JPG', early.image), user.cookie)).statusCode).toBe(403);
    expect((await download(sign('No_Such_Shield', 'PNG', early.image), user.cookie)).statusCode).toBe(404);
  });
});

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
