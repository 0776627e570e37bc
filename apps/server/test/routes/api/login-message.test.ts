import { SiweMessage } from 'siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID, deadlineIn, newAccount, requestMessage } from '../../helpers/login-flow.ts';
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
});
