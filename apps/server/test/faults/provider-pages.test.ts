import { GuardianCollectionAbi, GuardianCollectionBytecode } from '@guardians/contracts';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGES } from '../../src/services/health/dependency-unavailable.ts';
import { createCollection } from '../helpers/catalogue-fixtures.ts';
import { type ProviderProxy, startProviderProxy } from '../helpers/provider-proxy.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The pages' chain reads and the faucet through a provider-like proxy (issue 28 §3, decision 0079):
// a right answer or a 503 that says the chain is unavailable, never a 500, never a wrong figure.
// Its own anvil: the faucet's key must not race the other files' transactions.
const OWNER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'; // anvil #1
const MAX_SUPPLY = 7n;

let anvil: AnvilHandle;
let proxy: ProviderProxy;
let t: TestApp;
let token: `0x${string}`;
let direct: ReturnType<typeof createPublicClient>;

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  direct = createPublicClient({ transport: http(anvil.rpcUrl) });
  proxy = await startProviderProxy({ upstream: anvil.rpcUrl, seed: 28 });
  t = await createTestApp({ rpcUrl: proxy.url });
  const owner = privateKeyToAccount(OWNER_KEY);
  const wallet = createWalletClient({ account: owner, transport: http(anvil.rpcUrl) });
  const hash = await wallet.deployContract({
    chain: null,
    abi: GuardianCollectionAbi,
    bytecode: GuardianCollectionBytecode,
    args: ['Proxy Guardians', 'PXG', 'http://127.0.0.1:9/', MAX_SUPPLY, owner.address, 500n, owner.address],
  });
  const receipt = await direct.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  token = receipt.contractAddress?.toLowerCase() as `0x${string}`;
  await createCollection(t.db, { slug: 'proxy-guardians', tokenAddress: token });
});

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await anvil?.stop();
});

describe('a page reading the chain through a hosted provider', () => {
  it("answers the sale's figures or a 503 naming the chain, never a 500", async () => {
    // Every style of 429 (JSON-RPC bodies from Alchemy, Infura and QuickNode, a bare page) and 5xx.
    proxy.configure({ latencyMs: [50, 150], rateLimited: 0.25, retryAfterSeconds: 1, gatewayError: 0.1 });
    const statuses: number[] = [];
    for (let request = 0; request < 8; request++) {
      await direct.request({ method: 'anvil_mine' as never, params: ['0x1'] as never }); // a new block: no cache
      const account = privateKeyToAccount(generatePrivateKey()).address;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/collections/${token}/sale?account=${account}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) {
        expect(res.json().data).toMatchObject({ stage: 0, maxSupply: Number(MAX_SUPPLY), totalSupply: 0 });
      } else {
        expect(res.json()).toMatchObject({ statusCode: 503, message: UNAVAILABLE_MESSAGES.chain });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    proxy.configure({ rateLimited: 0, gatewayError: 0 });
  });

  it('answers 503, not 500, to a provider that rate-limits in a JSON-RPC body', async () => {
    // Alchemy and Infura send their 429 as a JSON-RPC error; viem raises it as an RPC error, not as
    // an HTTP one, and before decision 0079 it reached the visitor as a 500.
    for (const style of ['alchemy', 'infura', 'quicknode'] as const)
      proxy.script('eth_blockNumber', { kind: 'rateLimited', retryAfterSeconds: null, style }, 2);
    for (let style = 0; style < 3; style++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/collections/${token}/sale` });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(UNAVAILABLE_MESSAGES.chain);
    }
  });
});

describe('the faucet through a hosted provider', () => {
  it('funds a burner wallet despite latency and a 429 at each step', async () => {
    proxy.configure({ latencyMs: [50, 150] });
    for (const method of ['eth_getBalance', 'eth_sendRawTransaction', 'eth_getTransactionReceipt'])
      proxy.script(method, {
        kind: 'rateLimited',
        retryAfterSeconds: method === 'eth_getBalance' ? 1 : null,
      });
    const { address } = privateKeyToAccount(generatePrivateKey());
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/faucet', payload: { address } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await direct.getBalance({ address })).toBe(parseEther('10'));
    expect(proxy.count('eth_sendRawTransaction', 'rateLimited')).toBe(1);
  });
});
