import { SiweMessage } from 'siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAIN_ID,
  deadlineIn,
  newAccount,
  postLogin,
  requestMessage,
  sessionCookie,
} from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET /api/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns an EIP-4361 message that an independent SIWE parser accepts, for this site, chain and account', async () => {
    const account = newAccount();
    const deadline = deadlineIn(300);
    const { message } = await requestMessage(t.app, account.address, {
      deadline,
      host: 'guardians.test:3000',
    });
    const parsed = new SiweMessage(message);
    expect(parsed.domain).toBe('guardians.test:3000');
    expect(parsed.uri).toBe('http://guardians.test:3000');
    expect(parsed.version).toBe('1');
    expect(parsed.chainId).toBe(CHAIN_ID);
    expect(parsed.address).toBe(account.address);
    expect(parsed.nonce).toMatch(/^[0-9a-f]{32}$/); // 128 bits
    expect(new Date(parsed.expirationTime ?? '').getTime()).toBe(deadline * 1000);
    expect(Math.abs(new Date(parsed.issuedAt ?? '').getTime() - Date.now())).toBeLessThan(10_000);
  });

  it('answers 400, not 500, when the Host cannot be an EIP-4361 domain', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/login?chainId=${CHAIN_ID}&deadline=${deadlineIn(300)}&account=${newAccount().address}`,
      headers: { host: 'l0calhost' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This site address cannot be used to sign in');
  });

  it('issues a fresh nonce every time', async () => {
    const account = newAccount().address;
    const first = new SiweMessage((await requestMessage(t.app, account)).message).nonce;
    const second = new SiweMessage((await requestMessage(t.app, account)).message).nonce;
    expect(first).not.toBe(second);
  });

  it.each([
    ['in the past', deadlineIn(-10)],
    ['too far ahead', deadlineIn(2 * 60 * 60)],
  ])('refuses a deadline %s with 400 naming the field', async (_, deadline) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/login?chainId=${CHAIN_ID}&deadline=${deadline}&account=${newAccount().address}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'deadline' });
  });

  it('refuses a malformed account or a missing chain id with 400', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/login?chainId=1&deadline=${deadlineIn(60)}&account=0x12`,
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'account' });
    const noChain = await t.app.inject({
      method: 'GET',
      url: `/api/login?deadline=${deadlineIn(60)}&account=${newAccount().address}`,
    });
    expect(noChain.json()).toMatchObject({ statusCode: 400, field: 'chainId' });
  });

  describe("the spec's call: no account after POST /api/users/new/{address}", () => {
    /** POST /api/users/new/{address} as a wallet connect does; the Cookie header it leaves. */
    async function connect(address: string): Promise<string> {
      const res = await t.app.inject({ method: 'POST', url: `/api/users/new/${address}` });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name.endsWith('guardians_wallet'));
      expect(cookie).toMatchObject({ path: '/api/login', httpOnly: true, sameSite: 'Lax' });
      // A browser-session cookie: no expiry.
      expect(cookie?.expires).toBeUndefined();
      expect(cookie?.maxAge).toBeUndefined();
      return `${cookie?.name}=${cookie?.value}`;
    }
    const messageFor = (cookie?: string, query = `chainId=${CHAIN_ID}&deadline=${deadlineIn(300)}`) =>
      t.app.inject({ method: 'GET', url: `/api/login?${query}`, headers: cookie ? { cookie } : {} });

    it('issues the message for the connected wallet, and that wallet signs in with it', async () => {
      const wallet = newAccount();
      const cookie = await connect(wallet.address);
      const deadline = deadlineIn(300);
      const res = await messageFor(cookie, `chainId=${CHAIN_ID}&deadline=${deadline}`);
      expect(res.statusCode).toBe(200);
      const message: string = res.json().data;
      expect(new SiweMessage(message).address).toBe(wallet.address);
      const signature = await wallet.signMessage({ message });
      const login = await postLogin(t.app, { account: wallet.address, signature, deadline }, { cookie });
      expect(login.statusCode).toBe(201);
      expect(sessionCookie(login)).toBeDefined();
      expect(login.json().data.account).toBe(wallet.address.toLowerCase());
    });

    it('lets an account in the query win over the connected wallet', async () => {
      const cookie = await connect(newAccount().address);
      const other = newAccount();
      const res = await messageFor(
        cookie,
        `chainId=${CHAIN_ID}&deadline=${deadlineIn(300)}&account=${other.address}`,
      );
      expect(new SiweMessage(res.json().data).address).toBe(other.address);
    });

    it('binds the nonce to the connected wallet: another wallet cannot sign in with that message', async () => {
      const connected = newAccount();
      const intruder = newAccount();
      const cookie = await connect(connected.address);
      const deadline = deadlineIn(300);
      const message: string = (await messageFor(cookie, `chainId=${CHAIN_ID}&deadline=${deadline}`)).json()
        .data;
      const signature = await intruder.signMessage({ message });
      const res = await postLogin(
        t.app,
        { account: intruder.address, signature, deadline, message },
        { cookie },
      );
      expect(res.statusCode).toBe(401);
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('answers 400 with a sentence, never 500, without an account and no wallet connected', async () => {
      const res = await messageFor();
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'ACCOUNT_REQUIRED',
        field: 'account',
        message:
          'account is required: pass ?account=0x… or connect the wallet first (POST /api/users/new/{address})',
      });
      // A cookie that does not name an address counts as none.
      const forged = await messageFor('guardians_wallet=not-an-address');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe('ACCOUNT_REQUIRED');
    });

    it('still validates the rest of the call: a bad deadline is a 400 naming the field', async () => {
      const cookie = await connect(newAccount().address);
      const res = await messageFor(cookie, `chainId=${CHAIN_ID}&deadline=${deadlineIn(-10)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'deadline' });
    });
  });
});
