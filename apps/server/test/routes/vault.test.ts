import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VAULT_LINK_TTL_SECONDS, vaultMessages } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials, vaultAssets, vaultDownloads } from '../../src/db/schema/index.ts';
import { signVaultLink, vaultLinkKey } from '../../src/services/vault/vault-link.ts';
import { issueDownload, type VaultContext } from '../../src/services/vault/vault-service.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Caller = { cookie: string; account: `0x${string}` };

let t: TestApp;
let holder: Caller;
let fan: Caller;
let noX: Caller;
let assets: { id: number; slug: string | null; holdersOnly: boolean; fileName: string }[];

const contentFile = (name: string) => readFile(path.join(t.config.rootDir, 'content/vault', name));
const idOf = (slug: string) => {
  const asset = assets.find((a) => a.slug === slug);
  if (!asset) throw new Error(`no seeded asset ${slug}`);
  return asset.id;
};

async function linkX(account: string, username: string) {
  await t.db
    .insert(userSocials)
    .values({ account, provider: 'twitter', providerAccountId: username, username });
}

function download(caller: Caller | undefined, id: number | string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vault/download/${id}`,
    headers: caller ? { cookie: caller.cookie } : {},
  });
}

async function vaultContext(now?: () => number): Promise<VaultContext> {
  return {
    db: t.db,
    storage: t.app.storage,
    linkKey: await vaultLinkKey(t.config),
    chainId: t.config.chainId,
    defaultTokenAddress: undefined,
    ...(now ? { now } : {}),
  };
}

async function downloadRows(account: string) {
  return t.db.select().from(vaultDownloads).where(eq(vaultDownloads.account, account));
}

beforeAll(async () => {
  t = await createTestApp();
  const guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
  const other = await createCollection(t.db, { slug: 'not-guardians' });
  [holder, fan, noX] = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app)]);
  await createTokens(t.db, guardians, [{ id: 1, owner: holder.account }]);
  // A token of another collection does not make a holder.
  await createTokens(t.db, other, [{ id: 1, owner: fan.account }]);
  await linkX(holder.account, 'vault_holder');
  await linkX(fan.account, 'vault_fan');
  assets = await t.db
    .select({
      id: vaultAssets.id,
      slug: vaultAssets.slug,
      holdersOnly: vaultAssets.holdersOnly,
      fileName: vaultAssets.fileName,
    })
    .from(vaultAssets);
});

afterAll(async () => {
  await t.close();
});

describe('the vault list', () => {
  it('lists the seeded assets in content order, with previews served from the media route', async () => {
    const res = await t.app.inject({ url: '/api/vault/all' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.items;
    expect(res.json().data.total).toBe(4);
    expect(list.map((a: { fileName: string }) => a.fileName)).toEqual([
      'guardian-phone-wallpaper.png',
      'guardian-desktop-wallpaper.png',
      'guardian-x-banner.png',
      'guardian-sticker-sheet.png',
    ]);
    expect(list.filter((a: { holdersOnly: boolean }) => a.holdersOnly)).toHaveLength(2);
    const phone = list[0];
    expect(phone).toMatchObject({ mimeType: 'image/png', holdersOnly: false, downloads: 0 });
    expect(phone.sizeBytes).toBe((await contentFile('guardian-phone-wallpaper.png')).length);
    expect(phone.image).toMatch(/^\/api\/media\/[a-f0-9]{32}\.png$/);
    const preview = await t.app.inject({ url: phone.image });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.equals(await contentFile('preview-guardian-phone-wallpaper.png'))).toBe(true);
  });

  it('pages with offset and limit and counts all assets', async () => {
    const page = (await t.app.inject({ url: '/api/vault/all?offset=1&limit=2' })).json().data.items;
    expect(page.map((a: { fileName: string }) => a.fileName)).toEqual([
      'guardian-desktop-wallpaper.png',
      'guardian-x-banner.png',
    ]);
    expect((await t.app.inject({ url: '/api/vault/all?offset=4' })).json().data).toEqual({
      items: [],
      total: 4,
    });
    const count = await t.app.inject({ url: '/api/vault/all/count' });
    expect(count.json()).toEqual({ data: 4 });
    expect((await t.app.inject({ url: '/api/vault/all?limit=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/vault/all?offset=-1' })).statusCode).toBe(400);
  });

  it('seeds once: a second start adds nothing', async () => {
    const { seedVault, vaultFile } = await import('../../src/services/vault/vault-seed.ts');
    const again = await seedVault({ db: t.db, storage: t.app.storage }, vaultFile(t.config.rootDir));
    expect(again.added).toBe(0);
    expect((await t.app.inject({ url: '/api/vault/all/count' })).json().data).toBe(4);
  });
});

describe('download permissions', () => {
  it('refuses a visitor with 401', async () => {
    expect((await download(undefined, idOf('phone-wallpaper'))).statusCode).toBe(401);
  });

  it('refuses a signed-in account without a linked X with 403 X_NOT_LINKED', async () => {
    const res = await download(noX, idOf('phone-wallpaper'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'X_NOT_LINKED', message: vaultMessages.xRequired });
  });

  it('refuses a holders-only asset to a non-holder, even one holding another collection', async () => {
    const res = await download(fan, idOf('x-banner'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'HOLDERS_ONLY', message: vaultMessages.holdersOnly });
  });

  it('answers 404 for an unknown asset and 400 for a malformed id', async () => {
    expect((await download(holder, 999_999)).statusCode).toBe(404);
    expect((await download(holder, 'abc')).statusCode).toBe(400);
    expect((await download(holder, '99999999999')).statusCode).toBe(400);
  });

  it('gives a non-holder with X the public assets and a holder everything, as expiring links', async () => {
    const before = Date.now();
    const open = await download(fan, idOf('phone-wallpaper'));
    expect(open.statusCode).toBe(200);
    const link = open.json().data;
    expect(link.fileName).toBe('guardian-phone-wallpaper.png');
    expect(link.url).toMatch(/^\/api\/vault\/files\/\d+\?expires=\d+&sig=[\w-]+$/);
    const ttl = Date.parse(link.expiresAt) - before;
    expect(ttl).toBeGreaterThan((VAULT_LINK_TTL_SECONDS - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual(VAULT_LINK_TTL_SECONDS * 1000 + 1000);
    const held = await download(holder, idOf('sticker-sheet'));
    expect(held.statusCode).toBe(200);
    expect(held.json().data.fileName).toBe('guardian-sticker-sheet.png');
  });

  it('logs every issued link with account, asset, ip and expiry, and nothing for refusals', async () => {
    const before = await downloadRows(noX.account);
    await download(noX, idOf('phone-wallpaper'));
    expect(await downloadRows(noX.account)).toHaveLength(before.length);
    const fanBefore = (await downloadRows(fan.account)).length;
    await download(fan, idOf('x-banner'));
    expect(await downloadRows(fan.account)).toHaveLength(fanBefore);

    const desktop = idOf('desktop-wallpaper');
    const listed = async () =>
      (await t.app.inject({ url: '/api/vault/all' }))
        .json()
        .data.items.find((a: { _id: number }) => a._id === desktop).downloads;
    const countBefore = await listed();
    for (let i = 0; i < 3; i++) expect((await download(fan, desktop)).statusCode).toBe(200);
    const rows = (await downloadRows(fan.account)).filter((r) => r.assetId === desktop);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.ip).toBe('127.0.0.1');
      expect(row.fetchedAt).toBeNull();
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(await listed()).toBe(countBefore + 3);
  });
});

describe('the signed link', () => {
  async function issued(caller: Caller, slug: string): Promise<{ url: string; id: string }> {
    const res = await download(caller, idOf(slug));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    return { url, id: url.split('/').pop()?.split('?')[0] ?? '' };
  }

  it('serves the exact bytes as an attachment with the asset type and nosniff, and records the first fetch', async () => {
    const { url, id } = await issued(holder, 'x-banner');
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await contentFile('guardian-x-banner.png'))).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="guardian-x-banner\.png"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await t.db
      .select()
      .from(vaultDownloads)
      .where(eq(vaultDownloads.id, BigInt(id)));
    expect(row?.fetchedAt).toBeInstanceOf(Date);
    // A retry within the lifetime still works and keeps the first fetch time.
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const [again] = await t.db
      .select()
      .from(vaultDownloads)
      .where(eq(vaultDownloads.id, BigInt(id)));
    expect(again?.fetchedAt?.getTime()).toBe(row?.fetchedAt?.getTime());
  });

  it('needs no cookie: the signature is the permission', async () => {
    const { url } = await issued(fan, 'phone-wallpaper');
    const res = await t.app.inject({ url, headers: { cookie: noX.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await contentFile('guardian-phone-wallpaper.png'))).toBe(true);
  });

  it('refuses an expired link with 410', async () => {
    const past = Date.now() - (VAULT_LINK_TTL_SECONDS + 60) * 1000;
    const link = await issueDownload(await vaultContext(() => past), {
      assetId: idOf('phone-wallpaper'),
      account: fan.account,
      ip: null,
    });
    expect(Date.parse(link.expiresAt)).toBeLessThan(Date.now());
    const res = await t.app.inject({ url: link.url });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'DOWNLOAD_LINK_EXPIRED', message: vaultMessages.linkExpired });
    // Pushing the expiry forward breaks the signature instead.
    const extended = link.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 600}`);
    expect((await t.app.inject({ url: extended })).statusCode).toBe(403);
  });

  it('refuses altered signatures, expiries and ids with 403', async () => {
    const { url, id } = await issued(fan, 'phone-wallpaper');
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const attempts = [
      `/api/vault/files/${id}?expires=${expires}&sig=${flipped}`,
      `/api/vault/files/${id}?expires=${expires}&sig=`,
      `/api/vault/files/${id}?expires=${expires + 1}&sig=${sig}`,
      `/api/vault/files/${BigInt(id) + 1n}?expires=${expires}&sig=${sig}`,
      `/api/vault/files/9223372036854775807?expires=${expires}&sig=${sig}`,
      `/api/vault/files/9999999999999999999?expires=${expires}&sig=${sig}`,
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ url: attempt });
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INVALID_DOWNLOAD_LINK', message: vaultMessages.linkInvalid });
    }
    expect(
      (await t.app.inject({ url: `/api/vault/files/x1?expires=${expires}&sig=${sig}` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `/api/vault/files/${id}?sig=${sig}` })).statusCode).toBe(400);
  });

  it('cannot be turned to another asset or account: the row decides what the signature covers', async () => {
    const key = await vaultLinkKey(t.config);
    const { url, id } = await issued(fan, 'phone-wallpaper');
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    const base = { downloadId: id, assetId: idOf('phone-wallpaper'), account: fan.account, expires };
    const forged = [
      { ...base, assetId: idOf('x-banner') },
      { ...base, account: holder.account },
      { ...base, downloadId: String(BigInt(id) + 1n) },
    ];
    for (const parts of forged) {
      const res = await t.app.inject({
        url: `/api/vault/files/${id}?expires=${expires}&sig=${signVaultLink(key, parts)}`,
      });
      expect(res.statusCode).toBe(403);
    }
    // The holder's banner link opens the banner only: the same signature on the fan's download fails.
    const banner = await issued(holder, 'x-banner');
    const bannerSig = new URL(banner.url, 'http://x').searchParams.get('sig');
    const bannerExpires = new URL(banner.url, 'http://x').searchParams.get('expires');
    const swapped = await t.app.inject({
      url: `/api/vault/files/${id}?expires=${bannerExpires}&sig=${bannerSig}`,
    });
    expect(swapped.statusCode).toBe(403);
    // The honest signature for the honest parts still opens the file.
    const ok = await t.app.inject({
      url: `/api/vault/files/${id}?expires=${expires}&sig=${signVaultLink(key, base)}`,
    });
    expect(ok.statusCode).toBe(200);
  });
});
