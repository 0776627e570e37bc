import type { LedgerEntry } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../../src/db/schema/index.ts';
import { randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;

let t: TestApp;
let adminCookie: string;
let user: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: admin } });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  user = await signIn(t.app);
  other = await signIn(t.app);
  await t.db.insert(pointsLedger).values([
    { account: user.account, amount: '50', reason: 'quest', reference: '1', note: 'Link your X' },
    {
      account: user.account,
      amount: '25.5',
      reason: 'adjustment',
      reference: 'x',
      note: '=HYPERLINK("evil")',
    },
    { account: user.account, amount: '-30', reason: 'claim', reference: 'v1', note: null },
    { account: other.account, amount: '10', reason: 'quest', reference: '1', note: 'with, comma "quoted"' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const adjust = (payload: Record<string, unknown>, cookie = adminCookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/points/adjustments', payload, headers: { cookie } });

describe('GET /api/points/balance/me', () => {
  it('needs a session', async () => {
    expect((await get('/api/points/balance/me')).statusCode).toBe(401);
  });

  it("is the sum of the caller's rows, claims included", async () => {
    const res = await get('/api/points/balance/me', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ account: user.account, balance: 45.5 });
  });

  it("is the profile's currentCoinBalance on the caller's own profile only", async () => {
    const own = await get(`/api/users/${user.account}`, user.cookie);
    expect(own.json().data.currentCoinBalance).toBe(45.5);
    const seen = await get(`/api/users/${user.account}`, other.cookie);
    expect(seen.json().data.currentCoinBalance).toBeUndefined();
  });
});

describe('GET /api/points/ledger/me', () => {
  it('needs a session', async () => {
    expect((await get('/api/points/ledger/me')).statusCode).toBe(401);
  });

  it('lists only own rows, newest first, paged, with the balance', async () => {
    const res = await get('/api/points/ledger/me?limit=2', user.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { items: LedgerEntry[]; total: number; balance: number };
    expect(data.total).toBe(3);
    expect(data.balance).toBe(45.5);
    expect(data.items.map((e) => [e.reason, e.amount])).toEqual([
      ['claim', -30],
      ['adjustment', 25.5],
    ]);
    expect(data.items.every((e) => e.account === user.account)).toBe(true);
    const next = (await get('/api/points/ledger/me?offset=2&limit=2', user.cookie)).json().data;
    expect(next.items.map((e: LedgerEntry) => e.reason)).toEqual(['quest']);
  });
});

describe('GET /api/admin/points/ledger.csv', () => {
  it('answers 401 to visitors and 403 to non-admins', async () => {
    expect((await get('/api/admin/points/ledger.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/points/ledger.csv', user.cookie)).statusCode).toBe(403);
  });

  it('exports every account as an attachment with a header, formula cells neutralised', async () => {
    const res = await get('/api/admin/points/ledger.csv', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="points-ledger.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,account,username,reason,amount,reference,note');
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(`,adjustment,25.50,x,"'=HYPERLINK(""evil"")"`);
    expect(res.body).toContain(`,claim,-30.00,v1,`);
    expect(res.body).toContain(`"with, comma ""quoted"""`);
  });

  it("exports one account's rows when asked", async () => {
    const res = await get(`/api/admin/points/ledger.csv?account=${other.account}`, adminCookie);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(other.account);
    expect(res.headers['content-disposition']).toContain(`points-ledger-${other.account}.csv`);
    expect((await get('/api/admin/points/ledger.csv?account=nope', adminCookie)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/points/adjustments', () => {
  it('answers 401 to visitors and 403 to non-admins', async () => {
    const body = { account: user.account, amount: 5, note: 'x' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/points/adjustments', payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await adjust(body, user.cookie)).statusCode).toBe(403);
  });

  it('refuses zero, more than 2 decimals, a missing note and a bad account', async () => {
    const account = randomAddress();
    for (const body of [
      { account, amount: 0, note: 'x' },
      { account, amount: 1.234, note: 'x' },
      { account, amount: 1, note: '  ' },
      { account: 'nope', amount: 1, note: 'x' },
    ]) {
      expect((await adjust(body)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.account, account))).toEqual([]);
  });

  it("writes an 'adjustment' row naming the admin and moves the balance", async () => {
    const res = await adjust({
      account: other.account.toUpperCase().replace('0X', '0x'),
      amount: -12.25,
      note: 'Duplicate',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      account: other.account,
      amount: -12.25,
      reason: 'adjustment',
      reference: admin.toLowerCase(),
      note: 'Duplicate',
    });
    expect((await get('/api/points/balance/me', other.cookie)).json().data.balance).toBe(-2.25);
  });

  it('takes amounts whose two decimals a float cannot hold exactly (1.15, 0.29, 4.35)', async () => {
    for (const amount of [1.15, 0.29, 4.35]) {
      const res = await adjust({ account: other.account, amount, note: `exact ${amount}` });
      expect(res.statusCode, String(amount)).toBe(201);
      expect(res.json().data.amount).toBe(amount);
    }
  });
});
