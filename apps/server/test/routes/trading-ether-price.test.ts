import { EthUsdPriceFeedAbi } from '@guardians/contracts';
import { createWalletClient, http, type LocalAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ChainClient, createChainClient } from '../../src/chain/chain-client.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createEtherPriceReader } from '../../src/services/trading/ether-price.ts';
import { deployTradingContracts } from '../../src/services/trading/trading-deploy.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let chain: ChainClient;
let deployer: LocalAccount;

beforeAll(async () => {
  t = await createTestApp();
  chain = createChainClient({ rpcUrl: inject('rpcUrl'), chainId: 31337, name: 'anvil' });
  deployer = await fundedAccount(12);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('trading contracts on the local chain', () => {
  it('has no feed and no marketplace before the first deployment', async () => {
    const res = await get('/api/utils/ether-price');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'NO_PRICE_FEED', message: expect.stringMatching(/price feed/) });
    const env = await get('/api/env-settings');
    expect(env.json().data).toMatchObject({ marketplaceAddress: null, ethUsdFeedAddress: null });
  });

  it('answers 503 to a listing while no marketplace is set up', async () => {
    const { cookie, account } = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie },
      payload: {
        listing: {
          seller: account,
          token: account,
          tokenId: '1',
          price: '1',
          expiry: 2_000_000_000,
          nonce: '0',
          salt: '1',
        },
        signature: '0x1234',
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('NO_MARKETPLACE');
  });

  it('deploys the marketplace and the feed once, and keeps them on the next start', async () => {
    const first = await deployTradingContracts(t.db, chain, { account: deployer });
    expect(first.map((c) => [c.kind, c.deployedNow])).toEqual([
      ['marketplace', true],
      ['eth_usd_feed', true],
    ]);
    const second = await deployTradingContracts(t.db, chain, { account: deployer });
    expect(second.map((c) => c.deployedNow)).toEqual([false, false]);
    expect(second.map((c) => c.address)).toEqual(first.map((c) => c.address));

    const env = await get('/api/env-settings');
    expect(env.json().data).toMatchObject({
      marketplaceAddress: first[0]?.address,
      ethUsdFeedAddress: first[1]?.address,
    });
  });
});

describe('GET /api/utils/ether-price', () => {
  it("answers the feed's latest round in USD", async () => {
    const res = await get('/api/utils/ether-price?chainId=31337');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      price: 3000,
      decimals: 8,
      roundId: '1',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('answers 400 naming the field for a chain this server does not serve (the client asked wrong)', async () => {
    const res = await get('/api/utils/ether-price?chainId=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_CHAIN', field: 'chainId' });
  });

  it('rejects a chain id that is not a number', async () => {
    const res = await get('/api/utils/ether-price?chainId=abc');
    expect(res.statusCode).toBe(400);
  });

  it('keeps an answer for 30 seconds, then reads the new round', async () => {
    let clock = 1_000_000;
    const reader = createEtherPriceReader({ db: t.db, chain, config: t.config, now: () => clock });
    expect((await reader.read(undefined)).price).toBe(3000);

    const [deployment] = await deployTradingContracts(t.db, chain, { account: deployer }).then((all) =>
      all.filter((c) => c.kind === 'eth_usd_feed'),
    );
    const wallet = createWalletClient({ account: deployer, transport: http(chain.rpcUrl) });
    const hash = await wallet.writeContract({
      chain: null,
      address: deployment?.address ?? '0x',
      abi: EthUsdPriceFeedAbi,
      functionName: 'updateAnswer',
      args: [3500n * 10n ** 8n],
    });
    await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });

    clock += 29_000;
    expect((await reader.read(undefined)).price).toBe(3000);
    clock += 2_000;
    expect(await reader.read(undefined)).toMatchObject({ price: 3500, roundId: '2' });
  });

  it('reads a feed named by ETH_USD_FEED_ADDRESS when nothing was deployed', async () => {
    const [, feed] = await deployTradingContracts(t.db, chain, { account: deployer });
    const other = await createTestApp({
      env: { ETH_USD_FEED_ADDRESS: (feed?.address ?? '').toUpperCase().replace('0X', '0x') },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/utils/ether-price' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.price).toBeGreaterThan(0);
      const env = await other.app.inject({ method: 'GET', url: '/api/env-settings' });
      expect(env.json().data.ethUsdFeedAddress).toBe(feed?.address);
    } finally {
      await other.close();
    }
  });
});

describe('trading addresses in the environment', () => {
  it('rejects a marketplace address that is not an address', () => {
    expect(() => loadConfig({ MARKETPLACE_ADDRESS: '0x123' })).toThrow(ConfigError);
    expect(() => loadConfig({ ETH_USD_FEED_ADDRESS: 'feed' })).toThrow(/ETH_USD_FEED_ADDRESS/);
  });
});
