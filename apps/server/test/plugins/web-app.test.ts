import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { loadConfig } from '../../src/config.ts';
import { MAX_PARAM_LENGTH } from '../../src/plugins/openapi-answers.ts';
import { injectEnv, injectShellPicture } from '../../src/plugins/web-app.ts';
import { seedSiteConfig } from '../../src/services/site-config/site-config-service.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const INDEX =
  '<!doctype html><html><head><!--guardians-env--></head><body><div id="root"></div></body></html>';

describe('injectEnv', () => {
  it('embeds the settings as a JSON data block that cannot close the script tag', () => {
    const html = injectEnv(INDEX, {
      apiUrl: '/api',
      chainId: 31337,
      chainName: '</script><script>alert(1)</script>',
      rpcUrl: 'http://127.0.0.1:8545',
      blockExplorerUrl: null,
      cdnBaseUrl: '',
      cdnAssetsVersion: '1',
      defaultTokenAddress: null,
      localChain: true,
      marketplaceAddress: null,
      wethAddress: null,
      ethUsdFeedAddress: null,
      socialProviders: { twitter: false, discord: false },
    });
    expect(html).toContain('<script id="guardians-env" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = html.match(/application\/json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json).chainName).toBe('</script><script>alert(1)</script>');
  });
});

describe('injectShellPicture', () => {
  const template =
    '<div class="shell-bar"></div><!--guardians-shell-banner--><div class="shell-page"><!--guardians-shell-picture--></div>';

  it("puts the page's lead picture where the shell leaves room, as a decorative image", () => {
    const href = '/api/media/a.webp?x=1&y="2"';
    const html = injectShellPicture(template, { kind: 'picture', href, width: 600, height: 800 });
    expect(html).toBe(
      '<div class="shell-bar"></div><!--guardians-shell-banner--><div class="shell-page">' +
        '<img class="shell-picture" src="/api/media/a.webp?x=1&amp;y=&quot;2&quot;" ' +
        'alt="" width="600" height="800" fetchpriority="high" decoding="async" /></div>',
    );
  });

  it('puts a banner under the navbar, above the page column', () => {
    const html = injectShellPicture(template, { kind: 'banner', href: '/b.webp', width: 1, height: 1 });
    expect(html).toContain('<div class="shell-bar"></div><img class="shell-banner" src="/b.webp"');
    expect(html).toContain('<div class="shell-page"><!--guardians-shell-picture--></div>');
  });

  it('leaves the shell as it is without one', () => {
    expect(injectShellPicture(template, null)).toBe(template);
  });
});

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let root: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'guardians-web-'));
    const dist = path.join(root, 'apps/web/dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets/app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    const database = await createTestDatabase();
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', RPC_URL: inject('rpcUrl'), CHAIN_ID: '31337' }),
      rootDir: root,
    };
    await seedSiteConfig(database.db, {
      file: path.resolve(import.meta.dirname, '../../../../content/site-config.json'),
    });
    const chain = createChainClient({ rpcUrl: inject('rpcUrl'), chainId: 31337, name: 'Local' });
    app = await buildApp(config, { db: database.db, chain, web: 'built' });
    close = async () => {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('serves index.html with the environment settings at /', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('"chainId":31337');
  });

  it('serves index.html for client-side routes, so a reload of /story works', async () => {
    const res = await app.inject({ method: 'GET', url: '/story/2?x=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="guardians-env"');
  });

  it('answers a path no page serves with the page and HTTP 404, whose router says "not found"', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/no-such-page?x=1',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('id="guardians-env"');
    const page = await app.inject({ method: 'GET', url: '/forge/0xabc/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset and an unknown API path with 404, not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  // The web app's catch-all takes a URL the router refused for an over-long parameter: still 414.
  it('answers an over-long path parameter with 414 as without the web app, another method with 405', async () => {
    const key = 'k'.repeat(MAX_PARAM_LENGTH + 1);
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: `/api/media/${key}` });
      expect(res.statusCode, method).toBe(414);
      expect(res.headers.allow, method).toBeUndefined();
    }
    expect((await app.inject({ method: 'GET', url: `/api/media/${key}` })).json().code).toBe('URI_TOO_LONG');
    const post = await app.inject({ method: 'POST', url: `/api/media/${key}` });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
