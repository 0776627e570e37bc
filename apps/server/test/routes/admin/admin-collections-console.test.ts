import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog, collections } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ownerKey = generatePrivateKey();
const first = `0x${'a1'.repeat(20)}`;
const second = `0x${'b2'.repeat(20)}`;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(ownerKey).address } });
  cookie = (await signIn(t.app, ownerKey)).cookie;
  await t.db.insert(collections).values([
    { chainId: 31337, tokenAddress: first, slug: 'first', name: 'First', isDefault: true },
    { chainId: 31337, tokenAddress: second, slug: 'second', name: 'Second' },
  ]);
});
afterAll(() => t.close());

const settings = {
  slug: 'second-edition',
  description: 'A story',
  image: null,
  bannerImage: '/banner.png',
  presaleUrl: '/mint/second-edition',
};
const put = (url: string, payload?: object, as = cookie) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

describe('the console Collections page', () => {
  it("edits a collection's slug, description and banner; visitors see them", async () => {
    const res = await put(`/api/admin/collections/${second}`, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'second-edition',
      description: 'A story',
      bannerImage: '/banner.png',
      presale: { presaleURL: '/mint/second-edition' },
    });
    const pub = await t.app.inject({ url: '/api/collections/second-edition/metadata' });
    expect(pub.json().data.description).toBe('A story');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'collections.update'));
    expect(entry?.before).toMatchObject({ slug: 'second' });
  });

  it('refuses a taken or reserved slug and a non-https image with the field', async () => {
    const taken = await put(`/api/admin/collections/${second}`, { ...settings, slug: 'first' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'COLLECTION_SLUG_TAKEN', field: 'slug' });
    expect((await put(`/api/admin/collections/${second}`, { ...settings, slug: 'all' })).json().field).toBe(
      'slug',
    );
    const image = await put(`/api/admin/collections/${second}`, {
      ...settings,
      image: 'http://x.test/a.png',
    });
    expect(image.json()).toMatchObject({ statusCode: 400, field: 'image' });
    expect((await put(`/api/admin/collections/0x${'c3'.repeat(20)}`, settings)).statusCode).toBe(404);
  });

  it('chooses the default collection; one default at a time', async () => {
    const res = await put(`/api/admin/collections/${second}/default`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isDefault).toBe(true);
    const defaults = await t.db.select().from(collections).where(eq(collections.isDefault, true));
    expect(defaults.map((row) => row.tokenAddress)).toEqual([second]);
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/defaultCollection' })).json().data.tokenAddress)
      .toBe(second);
  });

  it('is for owners: a moderator gets 403', async () => {
    const moderator = await signIn(t.app);
    await t.db
      .insert(adminRoles)
      .values({ account: moderator.account, role: 'moderator', grantedBy: 'test' });
    expect(
      (await put(`/api/admin/collections/${first}/default`, undefined, moderator.cookie)).statusCode,
    ).toBe(403);
  });
});
