import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VAULT_FILE_MAX_BYTES } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog, userSocials, vaultAssets } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { type FilePart, multipart } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ownerKey = generatePrivateKey();
const IMAGE_MAX_BYTES = 64 * 1024;
let t: TestApp;
let dataDir: string;
let moderator: { cookie: string; account: string };
let judge: { cookie: string; account: string };
let fan: { cookie: string; account: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-vault-console-'));
  t = await createTestApp({
    env: {
      ADMIN_ACCOUNTS: privateKeyToAccount(ownerKey).address,
      DATA_DIR: dataDir,
      AVATAR_MAX_BYTES: String(IMAGE_MAX_BYTES),
    },
  });
  const owner = await signIn(t.app, ownerKey);
  [moderator, judge, fan] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
  await t.db.insert(adminRoles).values([
    { account: moderator.account, role: 'moderator', grantedBy: owner.account },
    { account: judge.account, role: 'judge', grantedBy: 'test' },
  ]);
  await t.db
    .insert(userSocials)
    .values({ account: fan.account, provider: 'twitter', providerAccountId: 'fan', username: 'fan' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = (side = 64) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2a7de1' } })
    .jpeg()
    .toBuffer();
const zip = Buffer.from('PK\u0003\u0004 a pretend archive of wallpapers');
const fields = { title: 'Lunar pack', description: 'Four wallpapers for the new moon', holdersOnly: 'false' };

async function upload(text: Record<string, string> = fields, files?: FilePart[], cookie = moderator.cookie) {
  const parts = files ?? [
    { field: 'image', filename: 'cover.jpg', contentType: 'image/jpeg', body: await picture() },
    { field: 'file', filename: '../../Lunar pack.zip', contentType: 'application/zip', body: zip },
  ];
  const form = multipart(text, parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/vault',
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}
const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = moderator.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /api/admin/vault', () => {
  let id: number;

  it('adds an asset that visitors see at the end of the vault and holders download as sent', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(201);
    const asset = res.json().data;
    id = asset._id;
    expect(asset).toMatchObject({
      title: 'Lunar pack',
      fileName: 'Lunar pack.zip',
      mimeType: 'application/zip',
      sizeBytes: zip.length,
      holdersOnly: false,
      downloads: 0,
      origin: 'console',
    });
    // The picture is re-encoded by us.
    const image = await t.app.inject({ url: asset.image });
    expect(image.headers['content-type']).toBe('image/webp');

    const list = (await t.app.inject({ url: '/api/vault/all?limit=100' })).json().data;
    expect(list.total).toBe(5);
    expect(list.items.at(-1)).toMatchObject({ _id: id, title: 'Lunar pack' });
    expect(list.items.at(-1)).not.toHaveProperty('origin');
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/vault/download/${id}`,
      headers: { cookie: fan.cookie },
    });
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({ url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(zip)).toBe(true);
    // The file itself is never served by the media route: only the download link above reaches it.
    const [row] = await t.db.select().from(vaultAssets).where(eq(vaultAssets.id, id));
    expect(row?.fileKey).toMatch(/\.bin$/);
    expect((await t.app.inject({ url: `/api/media/${row?.fileKey}` })).statusCode).toBe(404);

    const [entry] = await audits('vault.create');
    expect(entry).toMatchObject({ actor: moderator.account, after: { _id: id, origin: 'console' } });
  });

  it('answers 400 naming the part for a missing or bad field, picture or file', async () => {
    const cover = { field: 'image', filename: 'c.jpg', contentType: 'image/jpeg', body: await picture() };
    const file = { field: 'file', filename: 'f.zip', contentType: 'application/zip', body: zip };
    const cases: [Record<string, string>, FilePart[], string][] = [
      [{ ...fields, title: ' ' }, [cover, file], 'title'],
      [{ description: 'd' }, [cover, file], 'title'],
      [{ ...fields, description: 'x'.repeat(2001) }, [cover, file], 'description'],
      [{ ...fields, holdersOnly: 'maybe' }, [cover, file], 'holdersOnly'],
      [{ ...fields, extra: 'x' }, [cover, file], 'extra'],
      [fields, [file], 'image'],
      [fields, [cover], 'file'],
      [fields, [cover, { ...file, body: Buffer.alloc(0) }], 'file'],
      [fields, [{ ...cover, body: Buffer.from('<svg onload="alert(1)"/>') }, file], 'image'],
    ];
    for (const [text, parts, field] of cases) {
      const res = await upload(text, parts);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, JSON.stringify(text)).toBe(field);
    }
    const json = await send('PATCH', '/api/admin/vault/1', undefined);
    expect(json.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vault',
      payload: fields,
      headers: { cookie: moderator.cookie },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect((await t.app.inject({ url: '/api/vault/all/count' })).json().data).toBe(5);
  });

  it('answers 413 with a sentence beyond the size limits, and stores nothing', async () => {
    const big = await upload(fields, [
      { field: 'image', filename: 'c.jpg', contentType: 'image/jpeg', body: await picture() },
      {
        field: 'file',
        filename: 'big.bin',
        contentType: 'application/octet-stream',
        body: Buffer.alloc(VAULT_FILE_MAX_BYTES + 1),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      field: 'file',
      message: 'file must be at most 50 MB',
    });
    const noisy = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const image = await upload(fields, [
      { field: 'image', filename: 'c.png', contentType: 'image/png', body: noisy },
      { field: 'file', filename: 'f.zip', contentType: 'application/zip', body: zip },
    ]);
    expect(image.statusCode).toBe(413);
    expect(image.json()).toMatchObject({ field: 'image', message: 'image must be at most 64 KB' });
    expect((await t.app.inject({ url: '/api/vault/all/count' })).json().data).toBe(5);
  });

  it('edits and removes assets, with origins and audit entries', async () => {
    const [seeded] = await t.db.select().from(vaultAssets).where(eq(vaultAssets.slug, 'phone-wallpaper'));
    const seededId = seeded?.id as number;
    const patched = await send('PATCH', `/api/admin/vault/${seededId}`, {
      holdersOnly: true,
      title: ' New title ',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ title: 'New title', holdersOnly: true, origin: 'edited' });
    const [update] = await audits('vault.update');
    expect(update).toMatchObject({
      target: String(seededId),
      before: { holdersOnly: false, origin: 'file' },
      after: { holdersOnly: true, origin: 'edited' },
    });
    // An empty change changes nothing, not even the origin of an untouched asset.
    const [other] = await t.db.select().from(vaultAssets).where(eq(vaultAssets.slug, 'x-banner'));
    expect((await send('PATCH', `/api/admin/vault/${other?.id}`, {})).json().data.origin).toBe('file');

    const listed = (await send('GET', '/api/admin/vault?q=LUNAR')).json().data;
    expect(listed.items.map((a: { _id: number; origin: string }) => [a._id, a.origin])).toEqual([
      [id, 'console'],
    ]);
    expect((await send('GET', '/api/admin/vault?limit=2&offset=4')).json().data.total).toBe(5);
    const origins = (await send('GET', '/api/admin/vault'))
      .json()
      .data.items.map((a: { origin: string }) => a.origin);
    expect(origins).toEqual(['edited', 'file', 'file', 'file', 'console']);

    const removed = await send('DELETE', `/api/admin/vault/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await audits('vault.delete'))[0]).toMatchObject({
      before: { _id: id, title: 'Lunar pack' },
      after: null,
    });
    expect((await t.app.inject({ url: '/api/vault/all/count' })).json().data).toBe(4);
    expect((await send('DELETE', `/api/admin/vault/${id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/vault/${id}`, { title: 'x' })).statusCode).toBe(404);
    const bad = await send('PATCH', `/api/admin/vault/${seededId}`, { title: 'x'.repeat(121) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('title');
    expect((await send('GET', '/api/admin/vault?limit=101')).json().field).toBe('limit');
  });

  it('answers 401 to a visitor and 403 to a member or a judge', async () => {
    const [member, judged] = [fan.cookie, judge.cookie];
    expect((await upload(fields, undefined, '')).statusCode).toBe(401);
    for (const cookie of [member, judged]) {
      expect((await upload(fields, undefined, cookie)).statusCode).toBe(403);
      expect((await send('GET', '/api/admin/vault', undefined, cookie)).statusCode).toBe(403);
      expect((await send('PATCH', '/api/admin/vault/1', { title: 'x' }, cookie)).statusCode).toBe(403);
      expect((await send('DELETE', '/api/admin/vault/1', undefined, cookie)).statusCode).toBe(403);
    }
    expect((await send('DELETE', '/api/admin/vault/1', undefined, '')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/vault/all/count' })).json().data).toBe(4);
  });
});
