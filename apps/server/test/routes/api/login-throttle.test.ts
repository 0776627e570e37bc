import { describe, expect, it } from 'vitest';
import { newAccount, postLogin, requestMessage, signIn } from '../../helpers/login-flow.ts';
import { createTestApp } from '../../helpers/test-app.ts';

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
