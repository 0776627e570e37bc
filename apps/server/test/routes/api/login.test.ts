import { sql } from 'drizzle-orm';
import { createSiweMessage } from 'viem/siwe';
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

describe('POST /api/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function countSessions(): Promise<number> {
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions`);
    return rows.rows[0]?.n ?? 0;
  }

  it('opens a session with an HttpOnly, SameSite=Lax cookie and answers 201', async () => {
    const account = newAccount();
    const { message, deadline } = await requestMessage(t.app, account.address);
    const res = await postLogin(t.app, {
      account: account.address,
      signature: await account.signMessage({ message }),
      deadline,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.account).toBe(account.address.toLowerCase());
    const cookie = res.cookies.find((c) => c.name === 'guardians_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const stored = await t.db.execute<{ id_hash: string }>(sql`select id_hash from sessions`);
    expect(stored.rows.map((r) => r.id_hash)).not.toContain(cookie?.value);
  });

  it('accepts the signed message in the body, as standard SIWE clients send it', async () => {
    const account = newAccount();
    const { message, deadline } = await requestMessage(t.app, account.address);
    const res = await postLogin(t.app, {
      account: account.address,
      signature: await account.signMessage({ message }),
      deadline,
      message,
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts a contract wallet (EIP-1271) by asking the chain', async () => {
    const { deployContractWallet } = await import('../../helpers/contract-wallet.ts');
    const owner = newAccount();
    const wallet = await deployContractWallet(owner.address);
    const { message, deadline } = await requestMessage(t.app, wallet);
    const res = await postLogin(t.app, {
      account: wallet,
      signature: await owner.signMessage({ message }),
      deadline,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.account).toBe(wallet.toLowerCase());
  });

  describe('refuses with 401, a code, and no session', () => {
    it('a replayed signature (reused nonce)', async () => {
      const account = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address);
      const body = { account: account.address, signature: await account.signMessage({ message }), deadline };
      expect((await postLogin(t.app, body)).statusCode).toBe(201);
      const before = await countSessions();
      const replay = await postLogin(t.app, body);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('NONCE_REUSED');
      expect(sessionCookie(replay)).toBeUndefined();
      expect(await countSessions()).toBe(before);
    });

    it('the same signature sent many times at once opens exactly one session', async () => {
      const account = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address);
      const body = { account: account.address, signature: await account.signMessage({ message }), deadline };
      const results = await Promise.all(Array.from({ length: 8 }, () => postLogin(t.app, body)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(7);
    });

    it('a nonce this site never issued', async () => {
      const account = newAccount();
      const deadline = deadlineIn(300);
      const message = createSiweMessage({
        domain: 'localhost:80',
        uri: 'http://localhost:80',
        address: account.address,
        chainId: CHAIN_ID,
        nonce: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6',
        version: '1',
        expirationTime: new Date(deadline * 1000),
      });
      const res = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message }),
        deadline,
        message,
      });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'NONCE_UNKNOWN' });
      const noMessage = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message }),
        deadline,
      });
      expect(noMessage.json()).toMatchObject({ statusCode: 401, code: 'NONCE_UNKNOWN' });
    });

    it('an expired message', async () => {
      const account = newAccount();
      // Two seconds ahead: one could already be "now" on the server when a second boundary passes.
      const { message, deadline } = await requestMessage(t.app, account.address, { deadline: deadlineIn(2) });
      const signature = await account.signMessage({ message });
      await new Promise((r) => setTimeout(r, deadline * 1000 - Date.now() + 100));
      const res = await postLogin(t.app, { account: account.address, signature, deadline });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'MESSAGE_EXPIRED' });
    });

    it('another chain id', async () => {
      const account = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address);
      const res = await postLogin(
        t.app,
        { account: account.address, signature: await account.signMessage({ message }), deadline },
        { chainId: 1 },
      );
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'CHAIN_MISMATCH' });
    });

    it('another domain', async () => {
      const account = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address, { host: 'guardians.test' });
      const signature = await account.signMessage({ message });
      const res = await postLogin(
        t.app,
        { account: account.address, signature, deadline },
        { host: 'evil.test' },
      );
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'DOMAIN_MISMATCH' });

      const { message: issued } = await requestMessage(t.app, account.address, { deadline: deadlineIn(200) });
      const forged = issued.replace(/^\S+/, 'evil.test');
      const forgedRes = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message: forged }),
        deadline: deadlineIn(200),
        message: forged,
      });
      expect(forgedRes.json()).toMatchObject({ statusCode: 401, code: 'DOMAIN_MISMATCH' });
    });

    it('a signature by another account, and that nonce is spent', async () => {
      const account = newAccount();
      const intruder = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address);
      const res = await postLogin(t.app, {
        account: account.address,
        signature: await intruder.signMessage({ message }),
        deadline,
      });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'SIGNATURE_INVALID' });
      const retry = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message }),
        deadline,
      });
      expect(retry.json()).toMatchObject({ statusCode: 401, code: 'NONCE_REUSED' });
    });

    it('a message made for another account', async () => {
      const account = newAccount();
      const other = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address);
      const res = await postLogin(t.app, {
        account: other.address,
        signature: await other.signMessage({ message }),
        deadline,
        message,
      });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'ACCOUNT_MISMATCH' });
    });

    it('a malformed message', async () => {
      const account = newAccount();
      const message = 'please let me in';
      const res = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message }),
        deadline: deadlineIn(60),
        message,
      });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'MESSAGE_MALFORMED' });
    });
  });

  it('refuses a sign-in posted by a browser from another site', async () => {
    const account = newAccount();
    const { message, deadline } = await requestMessage(t.app, account.address);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login?chainId=${CHAIN_ID}`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { account: account.address, signature: await account.signMessage({ message }), deadline },
    });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
  });
});
