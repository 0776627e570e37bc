import { EnvSettingsSchema } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

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
