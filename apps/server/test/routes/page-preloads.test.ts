import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EnvSettings } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteChunkPreloads } from '../../src/plugins/route-chunk-preloads.ts';
import { createReadContext } from '../../src/services/catalogue/read/read-context.ts';
import { collectionPagePreloads } from '../../src/services/page-preloads/collection-page.ts';
import { createGuardianGrid } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;
beforeAll(async () => {
  t = await createTestApp();
  grid = await createGuardianGrid(t.db);
});
afterAll(() => t.close());

const env = (overrides: Partial<EnvSettings> = {}) =>
  ({ apiUrl: '', chainId: 31337, defaultTokenAddress: null, ...overrides }) as EnvSettings;

describe('collectionPagePreloads', () => {
  const preloads = (url: string, settings = env()) =>
    collectionPagePreloads(
      createReadContext({ db: t.db, chainId: 31337, config: t.config }),
      new URL(url, 'http://site.test'),
      settings,
    );

  it('preloads the metadata, the first page of items and the banner the web app asks for', async () => {
    const { tags: html, picture } = await preloads('/collection/Test-Guardians');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]?.replaceAll('&amp;', '&'));
    expect(hrefs).toEqual([
      '/api/collections/test-guardians/metadata?chainId=31337&withPresale=true&withStats=true&withTotalSupply=true',
      '/api/collections/test-guardians?chainId=31337&offset=0&limit=50&withTotalSupply=true&withReactions=true&withPrices=true&sortBy=price_asc',
      '/api/demo/test-guardians/1/image.png',
    ]);
    expect(html).toContain('as="fetch" crossorigin="use-credentials"');
    expect(html).toContain('as="image" fetchpriority="high"');
    // The static shell shows the banner where the page will.
    expect(picture).toEqual({
      kind: 'banner',
      href: '/api/demo/test-guardians/1/image.png',
      width: 1,
      height: 1,
    });
  });

  it("uses the default collection's address on /explore and the API's origin when it is elsewhere", async () => {
    const address = grid.collection.tokenAddress as `0x${string}`;
    const { tags: html } = await preloads(
      '/explore',
      env({ defaultTokenAddress: address, apiUrl: 'https://api.test/api' }),
    );
    expect(html).toContain(`href="https://api.test/api/collections/${address}/metadata?`);
    expect(html).toContain('href="https://api.test/api/demo/test-guardians/1/image.png"');
  });

  it('preloads nothing for a filtered or paged page, an unknown collection or another page', async () => {
    const nothing = { tags: '', picture: null };
    expect(await preloads('/collection/test-guardians?Background=Jade')).toEqual(nothing);
    expect(await preloads('/collection/nobody')).toEqual(nothing);
    expect(await preloads('/collection/%E0%A4%A')).toEqual(nothing); // malformed escape
    expect(await preloads('/explore')).toEqual(nothing); // no default collection
    expect(await preloads('/forge')).toEqual(nothing);
    expect(await preloads('/collection/test-guardians/1')).toEqual(nothing);
  });
});

describe('createRouteChunkPreloads', () => {
  it("lists a page's route chunk and its imports, leaving out what the entry already loads", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'guardians-manifest-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
        _react: { file: 'assets/react.js' },
        '_react.js': { file: 'assets/react.js' },
        '_view.js': { file: 'assets/view.js', imports: ['_react.js', '_pager.js'] },
        '_pager.js': { file: 'assets/pager.js', imports: ['_view.js'] },
        'src/app/routes/explore-route.tsx': {
          file: 'assets/explore.js',
          imports: ['index.html', '_view.js'],
        },
      }),
    );
    const chunks = createRouteChunkPreloads(dist);
    const files = (page: string) => [...chunks(page).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(files('/explore')).toEqual(['/assets/explore.js', '/assets/view.js', '/assets/pager.js']);
    expect(files('/collections')).toEqual([]); // not in this manifest
    expect(files('/beta')).toEqual([]);
    expect(createRouteChunkPreloads(path.join(dist, 'missing'))('/explore')).toBe('');
  });
});
