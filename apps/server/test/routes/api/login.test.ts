import { sql } from 'drizzle-orm';
import { SiweMessage } from 'siwe';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

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
      const { message, deadline } = await requestMessage(t.app, account.address, { deadline: deadlineIn(1) });
      const signature = await account.signMessage({ message });
      await new Promise((r) => setTimeout(r, 1600));
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

describe('failed sign-in attempts are rate-limited', () => {
  it('per account: after the limit even a valid signature gets 429 with Retry-After', async () => {
    const t = await createTestApp({ env: { LOGIN_FAILURES_PER_ACCOUNT: '3' } });
    try {
      const account = newAccount();
      const intruder = newAccount();
      for (let i = 0; i < 3; i++) {
        const { message, deadline } = await requestMessage(t.app, account.address);
        const res = await postLogin(t.app, {
          account: account.address,
          signature: await intruder.signMessage({ message }),
          deadline,
        });
        expect(res.statusCode).toBe(401);
      }
      const { message, deadline } = await requestMessage(t.app, account.address);
      const res = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message }),
        deadline,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is unaffected.
      await expect(signIn(t.app)).resolves.toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('per IP: failures spread over many accounts still hit the limit', async () => {
    const t = await createTestApp({ env: { LOGIN_FAILURES_PER_IP: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        const account = newAccount();
        const { message, deadline } = await requestMessage(t.app, account.address);
        await postLogin(t.app, {
          account: account.address,
          signature: await newAccount().signMessage({ message }),
          deadline,
        });
      }
      const account = newAccount();
      const { message, deadline } = await requestMessage(t.app, account.address);
      const res = await postLogin(t.app, {
        account: account.address,
        signature: await account.signMessage({ message }),
        deadline,
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
