import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog } from '../../../src/db/schema/index.ts';
import { createCollection, createTokens, randomAddress } from '../../helpers/catalogue-fixtures.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// The certified prizes in the console: GET/POST/PUT/DELETE /api/admin/certified-nfts and the order.
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address.toLowerCase();
let t: TestApp;
let cookie: string;
let relics: Awaited<ReturnType<typeof createCollection>>;

type Prize = { _id: number; name: string; slug: string | null; edited: boolean; image: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: owner } });
  cookie = (await signIn(t.app, ownerKey)).cookie;
  relics = await createCollection(t.db, { slug: 'console-relics', name: 'Console Relics' });
  await createTokens(t.db, relics, [
    { id: 1, owner: randomAddress(), image: 'http://127.0.0.1:3000/api/demo/console-relics/1/image.png' },
    { id: 2, owner: randomAddress(), name: 'Bell of Dawn', image: 'ipfs://bafyrelic/2.png' },
    { id: 3, owner: randomAddress(), name: 'Unread relic' },
    { id: 4, owner: null, image: 'https://example.com/burned.png' },
  ]);
});
afterAll(() => t.close());

function send(method: InjectOptions['method'], url: string, payload?: object, as: string | null = cookie) {
  return t.app.inject({
    method,
    url: `/api/admin/certified-nfts${url}`,
    headers: as ? { cookie: as } : {},
    ...(payload ? { payload } : {}),
  });
}
const consoleList = async (): Promise<Prize[]> => (await send('GET', '')).json().data.items;
const publicList = async (): Promise<Prize[]> =>
  (await t.app.inject({ url: '/api/certified-nfts/all?limit=100' })).json().data.items;
const prize = (tokenId: string, name = 'Bell of Dawn') => ({
  name,
  description: 'For the quest raffle',
  tokenAddress: relics.tokenAddress.toUpperCase().replace('0X', '0x'),
  tokenId,
});

describe('the prizes in the console', () => {
  it('lists every prize in prize order with its slug, none edited yet, and private to the console', async () => {
    const res = await send('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { items, total } = res.json().data;
    expect(total).toBe(12);
    expect(items[0]).toMatchObject({ slug: 'empress-gaze', edited: false, editedAt: null, editedBy: null });
    expect(items.map((p: Prize) => p._id)).toEqual((await publicList()).map((p) => p._id));
  });

  it("adds a prize last (201) with the item's picture and link; visitors see it", async () => {
    const res = await send('POST', '', prize('02'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Bell of Dawn',
      slug: null,
      edited: true,
      editedBy: owner,
      tokenAddress: relics.tokenAddress,
      tokenId: '2',
      image: `${t.config.ipfsGateway.replace(/\/$/, '')}/bafyrelic/2.png`,
      href: `/collection/${relics.tokenAddress}/2`,
    });
    const shown = await publicList();
    expect(shown).toHaveLength(13);
    expect(shown.at(-1)).toMatchObject({ _id: res.json().data._id, name: 'Bell of Dawn' });
    expect((await t.app.inject({ url: '/api/certified-nfts/all/count' })).json().data).toBe(13);
  });

  it('refuses a token that is not an indexed item of our collections, with a sentence', async () => {
    const stranger = await send('POST', '', { ...prize('1'), tokenAddress: randomAddress() });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'PRIZE_TOKEN_UNKNOWN', field: 'tokenAddress' });
    expect(stranger.json().message).toContain("is not one of this site's collections on this chain");
    const missing = await send('POST', '', prize('999'));
    expect(missing.json()).toEqual({
      statusCode: 400,
      code: 'PRIZE_TOKEN_UNKNOWN',
      field: 'tokenId',
      message: 'Console Relics has no item #999: a prize must be an item the site has indexed',
    });
    expect((await send('POST', '', prize('4'))).json()).toMatchObject({ code: 'PRIZE_TOKEN_UNKNOWN' });
    const unread = await send('POST', '', prize('3'));
    expect(unread.statusCode).toBe(400);
    expect(unread.json()).toMatchObject({ code: 'PRIZE_TOKEN_NO_IMAGE', field: 'tokenId' });
    expect(unread.json().message).toContain('Unread relic has no picture yet');
    expect(await consoleList()).toHaveLength(13);
  });

  it('answers 400 with the sentence for a bad body', async () => {
    const blank = await send('POST', '', prize('1', ' '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('name is required');
    const badId = await send('POST', '', prize('one'));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('tokenId must be a non-negative whole number');
    expect((await send('PUT', '/abc', prize('1'))).statusCode).toBe(400);
  });

  it('edits a prize from the file, which then shows as edited with its new token', async () => {
    const [first] = await consoleList();
    const res = await send('PUT', `/${first?._id}`, prize('1', 'Relic of the first light'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'empress-gaze',
      edited: true,
      editedBy: owner,
      name: 'Relic of the first light',
      image: '/api/demo/console-relics/1/image.png',
    });
    expect((await publicList())[0]).toMatchObject({ name: 'Relic of the first light', tokenId: '1' });
  });

  it('removes a prize: gone for visitors and the console; a second removal or edit is 404', async () => {
    const [, second] = await consoleList();
    const id = second?._id;
    const res = await send('DELETE', `/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe('forest-warden');
    expect((await publicList()).some((p) => p._id === id)).toBe(false);
    expect((await consoleList()).some((p) => p._id === id)).toBe(false);
    expect((await t.app.inject({ url: '/api/certified-nfts/all/count' })).json().data).toBe(12);
    expect((await send('DELETE', `/${id}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'PRIZE_NOT_FOUND',
    });
    expect((await send('PUT', `/${id}`, prize('1'))).statusCode).toBe(404);
    expect((await send('DELETE', '/2147483647')).statusCode).toBe(404);
  });

  it('reorders every shown prize once, refusing a partial order or a removed prize', async () => {
    const ids = (await consoleList()).map((p) => p._id);
    const order = (list: number[]) => send('PUT', '/order', { ids: list });
    const partial = await order(ids.slice(1));
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ code: 'PRIZE_ORDER_INCOMPLETE', field: 'ids' });
    const removed = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'prizes.remove')))[0];
    const removedId = Number(removed?.target);
    expect((await order([...ids.slice(1), removedId])).json().code).toBe('PRIZE_ORDER_INCOMPLETE');
    expect((await order([ids[0] as number, ids[0] as number])).statusCode).toBe(400);
    const reversed = [...ids].reverse();
    const saved = await order(reversed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.items.map((p: Prize) => p._id)).toEqual(reversed);
    expect((await publicList()).map((p) => p._id)).toEqual(reversed);
  });

  it('is for contest editors: 401 for a visitor, 403 for a member and a moderator', async () => {
    expect((await send('GET', '', undefined, null)).statusCode).toBe(401);
    expect((await send('POST', '', prize('1'), null)).statusCode).toBe(401);
    const member = await signIn(t.app);
    expect((await send('GET', '', undefined, member.cookie)).statusCode).toBe(403);
    expect((await send('PUT', '/order', { ids: [1] }, member.cookie)).statusCode).toBe(403);
    const moderator = await signIn(t.app);
    await t.db.insert(adminRoles).values({ account: moderator.account, role: 'moderator', grantedBy: owner });
    expect((await send('DELETE', '/1', undefined, moderator.cookie)).statusCode).toBe(403);
  });

  it('writes every change to the audit log with before and after', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actor, owner)).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'prizes.create',
      'prizes.update',
      'prizes.remove',
      'prizes.reorder',
    ]);
    const [created, updated, removed, reordered] = entries.map((entry) => ({
      ...entry,
      before: entry.before as Record<string, unknown> | number[] | null,
      after: entry.after as (Prize & { items?: Prize[] }) | null,
    }));
    expect(created).toMatchObject({
      target: null,
      before: null,
      after: { name: 'Bell of Dawn', slug: null },
    });
    expect(updated).toMatchObject({
      before: { slug: 'empress-gaze', edited: false },
      after: { name: 'Relic of the first light', edited: true },
    });
    expect(updated?.target).toBe(String(updated?.after?._id));
    expect(removed).toMatchObject({ before: { slug: 'forest-warden' }, after: null });
    expect(reordered?.target).toBeNull();
    const ids = reordered?.before as number[];
    expect(reordered?.after?.items?.map((p) => p._id)).toEqual([...ids].reverse());
  });
});
