import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginMessage, LOGIN_NONCES_PER_CLIENT } from '../../../src/services/auth/login-service.ts';
import { sweepSignInLeftovers } from '../../../src/services/auth/sign-in-sweep.ts';
import {
  CHAIN_ID,
  deadlineIn,
  newAccount,
  postLogin,
  requestMessage,
  sessionCookie,
  signIn,
} from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Decision 0076: what anonymous callers write is short-lived and bounded per client. */
let t: TestApp;
beforeAll(async () => {
  // The flood below stays under the site-wide limit: this is about rows, not request rates.
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const lower = (address: string) => address.toLowerCase();

async function userRows(accounts: string[]): Promise<{ account: string; permanent: boolean }[]> {
  const list = sql.join(
    accounts.map((a) => sql`${lower(a)}`),
    sql`, `,
  );
  const rows = await t.db.execute<{ account: string; permanent: boolean }>(
    sql`select account, pending_until is null as permanent from users where account in (${list}) order by account`,
  );
  return rows.rows;
}

async function nonceRow(nonce: string) {
  const rows = await t.db.execute(sql`select nonce from login_nonces where nonce = ${nonce}`);
  return rows.rows[0];
}

const nonceOf = (message: string) => /Nonce: (\w+)/.exec(message)?.[1] ?? '';

const newUser = (address: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/users/new/${address}`, remoteAddress });

describe('POST /api/users/new/{address}', () => {
  it('many calls leave no permanent rows until a sign-in, and the sweep removes the rest', async () => {
    const wallets = Array.from({ length: 10 }, () => newAccount());
    const addresses = wallets.map((w) => w.address);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(addresses.map((a) => newUser(a)));
      for (const [i, res] of answers.entries()) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { account: lower(addresses[i] ?? ''), created: round === 0 } });
      }
    }
    expect((await userRows(addresses)).filter((row) => row.permanent)).toEqual([]);

    // The first wallet signs in: its row becomes permanent.
    const [signer] = wallets;
    const { message, deadline } = await requestMessage(t.app, signer?.address ?? '');
    const login = await postLogin(t.app, {
      account: signer?.address ?? '',
      signature: (await signer?.signMessage({ message })) ?? '0x',
      deadline,
    });
    expect(login.statusCode).toBe(201);
    expect(await userRows([signer?.address ?? ''])).toEqual([
      { account: lower(signer?.address ?? ''), permanent: true },
    ]);

    // An hour and more later, only the wallet that signed in is left.
    await sweepSignInLeftovers(t.db, new Date(Date.now() + 2 * HOUR_MS));
    expect(await userRows(addresses)).toEqual([{ account: lower(signer?.address ?? ''), permanent: true }]);
    expect((await newUser(signer?.address ?? '')).json().data.created).toBe(false);
  });
});

describe('GET /api/login nonces', () => {
  it('1,000 calls from one client leave at most the bound, the newest still signs in', async () => {
    // Another client's message, issued before the flood, is not dropped by it.
    const bystander = newAccount();
    const bystanderDeadline = deadlineIn(600);
    const bystanderMessage = await t.app.inject({
      method: 'GET',
      url: `/api/login?chainId=${CHAIN_ID}&deadline=${bystanderDeadline}&account=${bystander.address}`,
      remoteAddress: '10.9.8.7',
    });
    expect(bystanderMessage.statusCode).toBe(200);

    const flooder = newAccount();
    const deadline = deadlineIn(600);
    const url = `/api/login?chainId=${CHAIN_ID}&deadline=${deadline}&account=${flooder.address}`;
    let last = '';
    for (let start = 0; start < 1000; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })),
      );
      for (const res of batch) expect(res.statusCode).toBe(200);
      last = batch.at(-1)?.json().data;
    }
    const held = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from login_nonces where account = ${lower(flooder.address)}`,
    );
    expect(held.rows[0]?.n).toBeLessThanOrEqual(LOGIN_NONCES_PER_CLIENT);
    expect(held.rows[0]?.n).toBeGreaterThan(0);

    const signed = await postLogin(t.app, {
      account: flooder.address,
      signature: await flooder.signMessage({ message: last }),
      deadline,
      message: last,
    });
    expect(signed.statusCode).toBe(201);

    const bystanderLogin = await postLogin(t.app, {
      account: bystander.address,
      signature: await bystander.signMessage({ message: bystanderMessage.json().data }),
      deadline: bystanderDeadline,
      message: bystanderMessage.json().data,
    });
    expect(bystanderLogin.statusCode, bystanderLogin.body).toBe(201);
  });

  it('an expired nonce is refused, then removed (by its client’s next call or by the sweep)', async () => {
    const ctx = { db: t.db, chain: t.app.chain, origin: 'http://localhost:80' };
    const issueExpired = async (client: string) => {
      const account = newAccount();
      const deadline = Math.floor(Date.now() / 1000) - 60;
      const message = await issueLoginMessage(
        ctx,
        { account: lower(account.address) as `0x${string}`, chainId: CHAIN_ID, deadline, client },
        new Date((deadline - 300) * 1000),
      );
      return { account, deadline, message };
    };

    const mine = await issueExpired('127.0.0.1');
    const refused = await postLogin(t.app, {
      account: mine.account.address,
      signature: await mine.account.signMessage({ message: mine.message }),
      deadline: mine.deadline,
    });
    expect(refused.json()).toMatchObject({ statusCode: 401, code: 'MESSAGE_EXPIRED' });
    expect(sessionCookie(refused)).toBeUndefined();
    expect(await nonceRow(nonceOf(mine.message))).toBeDefined();
    await requestMessage(t.app, newAccount().address); // the same client (127.0.0.1) asks again
    expect(await nonceRow(nonceOf(mine.message))).toBeUndefined();

    const elsewhere = await issueExpired('198.51.100.4');
    const live = await requestMessage(t.app, newAccount().address);
    expect(await nonceRow(nonceOf(elsewhere.message))).toBeDefined();
    await sweepSignInLeftovers(t.db);
    expect(await nonceRow(nonceOf(elsewhere.message))).toBeUndefined();
    expect(await nonceRow(nonceOf(live.message))).toBeDefined();
  });

  it('a normal sign-in still works, and its session still answers', async () => {
    const { cookie, account } = await signIn(t.app);
    const verify = await t.app.inject({
      url: `/api/login/verify?chainId=${CHAIN_ID}`,
      headers: { cookie },
    });
    expect(verify.json().data.account).toBe(account);
    expect(await userRows([account])).toEqual([{ account, permanent: true }]);
  });
});
