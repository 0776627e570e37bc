import { GuardianMarketplaceAbi } from '@guardians/contracts';
import { EnvSettingsSchema } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createTradingWorld } from '../../helpers/trading-fixtures.ts';

describe('GET /api/env-settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CDN_BASE_URL: 'https://cdn.example.org', CDN_ASSETS_VERSION: '7' } });
  });
  afterAll(() => t.close());

  it('gives the web app its chain, RPC and CDN settings from the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/env-settings' });
    expect(res.statusCode).toBe(200);
    const data = EnvSettingsSchema.parse(res.json().data);
    expect(data).toMatchObject({
      chainId: 31337,
      rpcUrl: inject('rpcUrl'),
      cdnBaseUrl: 'https://cdn.example.org',
      cdnAssetsVersion: '7',
      defaultTokenAddress: null,
      localChain: true,
      marketplaceAddress: null,
      wethAddress: null,
      ethUsdFeedAddress: null,
      socialProviders: { twitter: false, discord: false },
    });
  });
});

describe('GET /api/env-settings with social providers', () => {
  it('tells the web app which providers are enabled: the ones with a client id', async () => {
    const t = await createTestApp({ env: { TWITTER_CLIENT_ID: 'guardians-twitter' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/env-settings' });
      expect(res.json().data.socialProviders).toEqual({ twitter: true, discord: false });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/env-settings with a public RPC address', () => {
  it('hands the browser PUBLIC_RPC_URL instead of the internal one', async () => {
    const t = await createTestApp({ env: { PUBLIC_RPC_URL: 'https://rpc.example.org' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/env-settings' });
      expect(res.json().data.rpcUrl).toBe('https://rpc.example.org');
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/env-settings with a marketplace', () => {
  it("names the WETH offers are paid in: the marketplace's weth(), read once", async () => {
    const t = await createTestApp();
    try {
      const w = await createTradingWorld(t.db, 235, { supply: 1 });
      const weth = await w.chain.public.readContract({
        address: w.marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'weth',
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/env-settings' });
      expect(res.json().data).toMatchObject({
        marketplaceAddress: w.marketplace,
        wethAddress: weth.toLowerCase(),
      });
      // Remembered: the page HTML and later calls need no second read of the chain.
      const calls = vi.spyOn(t.app.chain.public, 'readContract');
      const again = await t.app.inject({ method: 'GET', url: '/api/env-settings' });
      expect(again.json().data.wethAddress).toBe(weth.toLowerCase());
      expect(calls).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});
