import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shieldAwards, tokens, userSocials } from '../../src/db/schema/index.ts';
import { downloadLinkKey, signDownload } from '../../src/services/shields/download-link.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { admin, adminKey, MAX_BYTES, shieldActions, shieldDataDir } from '../helpers/shield-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Lists, award rules and downloads; the downloads use the shields the rules awarded.
let t: TestApp;
let dataDir: string;
let adminCookie: string;
let user: { cookie: string; account: `0x${string}` };
let other: { cookie: string; account: `0x${string}` };

beforeAll(async () => {
  dataDir = await shieldDataDir();
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

const { listAll, accountShields, byName, download } = shieldActions(() => ({ t, adminCookie }));

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
