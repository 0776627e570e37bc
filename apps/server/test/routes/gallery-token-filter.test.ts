import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const guardians = '0x00000000000000000000000000000000000000a1';
const other = '0x00000000000000000000000000000000000000b2';

let t: TestApp;
let adminCookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address } });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  const day = (n: number) => new Date(Date.UTC(2026, 1, n));
  ids.sevenOld = await insertSubmission(t.db, {
    tokenAddress: guardians,
    tokenId: '7',
    tweetCreatedAt: day(1),
  });
  ids.sevenNew = await insertSubmission(t.db, {
    tokenAddress: guardians,
    tokenId: '7',
    tweetCreatedAt: day(3),
  });
  ids.sevenHidden = await insertSubmission(t.db, {
    tokenAddress: guardians,
    tokenId: '7',
    tweetCreatedAt: day(4),
    disabled: true,
  });
  ids.eight = await insertSubmission(t.db, { tokenAddress: guardians, tokenId: '8', tweetCreatedAt: day(2) });
  ids.otherSeven = await insertSubmission(t.db, {
    tokenAddress: other,
    tokenId: '7',
    tweetCreatedAt: day(2),
  });
  ids.noToken = await insertSubmission(t.db, { tweetCreatedAt: day(5) });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const idsOf = async (url: string, cookie?: string) => {
  const res = await get(url, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data.items.map((s: { _id: number }) => s._id);
};
const countOf = async (url: string, cookie?: string) => (await get(url, cookie)).json().data;

describe('the token filter of the gallery', () => {
  it('lists only the fan art of that Guardian, newest first, without disabled ones', async () => {
    expect(await idsOf(`/api/gallery/all?tokenAddress=${guardians}&tokenId=7`)).toEqual([
      ids.sevenNew,
      ids.sevenOld,
    ]);
    expect(await countOf(`/api/gallery/count?tokenAddress=${guardians}&tokenId=7`)).toBe(2);
    expect(await idsOf(`/api/gallery/all?tokenAddress=${guardians}&tokenId=8`)).toEqual([ids.eight]);
    expect(await idsOf(`/api/gallery/all?tokenAddress=${other}&tokenId=7`)).toEqual([ids.otherSeven]);
  });

  it('matches the address in any case and answers the token in each item', async () => {
    const upper = `0x${guardians.slice(2).toUpperCase()}`;
    const res = await get(`/api/gallery/all?tokenAddress=${upper}&tokenId=8`);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ _id: ids.eight, token: { tokenAddress: guardians, tokenId: '8' } }),
    ]);
  });

  it('filters the POST variant and the count alike, and is empty for a Guardian nobody drew', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gallery/all?tokenAddress=${guardians}&tokenId=7&sortBy=oldest`,
      payload: { userReactionData: { account: null } },
    });
    expect(res.json().data.items.map((s: { _id: number }) => s._id)).toEqual([ids.sevenOld, ids.sevenNew]);
    expect(res.json().data.total).toBe(2);
    expect(await idsOf(`/api/gallery/all?tokenAddress=${guardians}&tokenId=9`)).toEqual([]);
    expect(await countOf(`/api/gallery/count?tokenAddress=${guardians}&tokenId=9`)).toBe(0);
    expect(await countOf('/api/gallery/count')).toBe(5);
  });

  it('includes the disabled one only for an administrator asking with showDisabled', async () => {
    const query = `tokenAddress=${guardians}&tokenId=7&showDisabled=true`;
    expect(await idsOf(`/api/gallery/all?${query}`)).not.toContain(ids.sevenHidden);
    expect(await idsOf(`/api/gallery/all?${query}`, adminCookie)).toEqual([
      ids.sevenHidden,
      ids.sevenNew,
      ids.sevenOld,
    ]);
    expect(await countOf(`/api/gallery/count?${query}`, adminCookie)).toBe(3);
    expect(await countOf(`/api/gallery/count?${query}`)).toBe(2);
  });

  it('refuses half a filter with 400 naming the missing half, on the list and the count', async () => {
    for (const path of ['/api/gallery/all', '/api/gallery/count']) {
      const noAddress = await get(`${path}?tokenId=7`);
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json()).toMatchObject({
        code: 'TOKEN_FILTER_INCOMPLETE',
        field: 'tokenAddress',
        message: 'tokenAddress and tokenId filter together: give both or neither',
      });
      const noId = await get(`${path}?tokenAddress=${guardians}`);
      expect(noId.statusCode).toBe(400);
      expect(noId.json()).toMatchObject({ code: 'TOKEN_FILTER_INCOMPLETE', field: 'tokenId' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/gallery/all?tokenId=7', payload: {} });
    expect(post.statusCode).toBe(400);
  });

  it('refuses a malformed address or token id with 400', async () => {
    expect((await get(`/api/gallery/all?tokenAddress=${guardians}&tokenId=abc`)).statusCode).toBe(400);
    expect((await get(`/api/gallery/all?tokenAddress=${guardians}&tokenId=-1`)).statusCode).toBe(400);
    expect((await get('/api/gallery/all?tokenAddress=0x123&tokenId=7')).statusCode).toBe(400);
    expect((await get('/api/gallery/count?tokenAddress=nope&tokenId=7')).statusCode).toBe(400);
  });
});
