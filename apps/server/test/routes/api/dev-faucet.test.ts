import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const client = createPublicClient({ transport: http(inject('rpcUrl')) });

describe('POST /api/dev/faucet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends test ether to a new burner wallet, once', async () => {
    const { address } = privateKeyToAccount(generatePrivateKey());
    const first = await t.app.inject({ method: 'POST', url: '/api/dev/faucet', payload: { address } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await client.getBalance({ address })).toBe(parseEther('10'));

    const again = await t.app.inject({ method: 'POST', url: '/api/dev/faucet', payload: { address } });
    expect(again.json().data.txHash).toBeNull();
    expect(await client.getBalance({ address })).toBe(parseEther('10'));
  });

  it('funds concurrent wallets without nonce clashes', async () => {
    const addresses = Array.from({ length: 4 }, () => privateKeyToAccount(generatePrivateKey()).address);
    const results = await Promise.all(
      addresses.map((address) =>
        t.app.inject({ method: 'POST', url: '/api/dev/faucet', payload: { address } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const address of addresses) expect(await client.getBalance({ address })).toBe(parseEther('10'));
  });

  it('rejects something that is not an address with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/faucet', payload: { address: '0x123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'address' });
  });

  it('rejects a missing body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/faucet' });
    expect(res.statusCode).toBe(400);
  });
});
