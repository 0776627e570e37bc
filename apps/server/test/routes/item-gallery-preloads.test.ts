import type { EnvSettings } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistSubmissions } from '../../src/db/schema/index.ts';
import { createReadContext } from '../../src/services/catalogue/read/read-context.ts';
import { galleryPagePreloads } from '../../src/services/page-preloads/gallery-page.ts';
import { itemPagePreloads } from '../../src/services/page-preloads/item-page.ts';
import { createGuardianGrid, createToken } from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let grid: Awaited<ReturnType<typeof createGuardianGrid>>;
beforeAll(async () => {
  t = await createTestApp();
  grid = await createGuardianGrid(t.db);
  await createToken(t.db, grid.collection, {
    id: 20,
    owner: grid.holders[0],
    image: 'https://cdn.example/guardians/20-poster.png',
    animationUrl: 'https://cdn.example/guardians/20.gltf',
    mediaType: 'model',
  });
});
afterAll(() => t.close());

const env = (overrides: Partial<EnvSettings> = {}) =>
  ({ apiUrl: '', chainId: 31337, defaultTokenAddress: null, ...overrides }) as EnvSettings;
const hrefsOf = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]?.replaceAll('&amp;', '&'));

describe('itemPagePreloads', () => {
  const preloads = (url: string, settings = env()) =>
    itemPagePreloads(
      createReadContext({ db: t.db, chainId: 31337, config: t.config }),
      new URL(url, 'http://site.test'),
      settings,
    );

  it('preloads the collection, the item and its picture as features/item/api asks for them', async () => {
    const address = grid.collection.tokenAddress.toLowerCase();
    const { tags: html, picture } = await preloads('/collection/Test-Guardians/7');
    expect(hrefsOf(html)).toEqual([
      '/api/collections/test-guardians/metadata?withTotalSupply=true',
      `/api/nfts/${address}/7`,
      'https://cdn.example/guardians/7.png',
    ]);
    expect(html.match(/as="fetch" crossorigin="use-credentials"/g)).toHaveLength(2);
    expect(html).toContain('as="image" fetchpriority="high"');
    // The static shell shows the same picture, in the item page's square frame.
    expect(picture).toEqual({
      kind: 'picture',
      href: 'https://cdn.example/guardians/7.png',
      width: 1,
      height: 1,
    });
  });

  it("names /explore's item by the inlined default address, on the API's origin, without leading zeros", async () => {
    const address = grid.collection.tokenAddress as `0x${string}`;
    const { tags: html } = await preloads(
      '/explore/007',
      env({ defaultTokenAddress: address, apiUrl: 'https://api.test/api' }),
    );
    expect(hrefsOf(html)).toEqual([
      `https://api.test/api/collections/${address}/metadata?withTotalSupply=true`,
      `https://api.test/api/nfts/${address.toLowerCase()}/7`,
      'https://cdn.example/guardians/7.png',
    ]);
  });

  it('preloads no picture for an item shown as a 3D model, only its data', async () => {
    const { tags, picture } = await preloads('/collection/test-guardians/20');
    const hrefs = hrefsOf(tags);
    expect(hrefs).toHaveLength(2);
    expect(picture).toBeNull();
    expect(hrefs.some((href) => href?.includes('poster'))).toBe(false);
  });

  it('preloads nothing for a burned or unknown item, an unknown collection or another page', async () => {
    const nothing = { tags: '', picture: null };
    expect(await preloads('/collection/test-guardians/13')).toEqual(nothing); // burned
    expect(await preloads('/collection/test-guardians/99')).toEqual(nothing);
    expect(await preloads('/collection/nobody/1')).toEqual(nothing);
    expect(await preloads('/collection/%E0%A4%A/1')).toEqual(nothing); // malformed escape
    expect(await preloads('/explore/1')).toEqual(nothing); // no default collection
    expect(await preloads('/collection/test-guardians/abc')).toEqual(nothing);
    expect(await preloads('/collection/test-guardians')).toEqual(nothing);
  });
});

describe('galleryPagePreloads', () => {
  const preloads = (url: string) => galleryPagePreloads(t.db, new URL(url, 'http://site.test'), env());
  const photo = (name: string) => [
    {
      type: 'photo' as const,
      fileKey: `${name}.webp`,
      previewKey: `${name}-preview.webp`,
      contentType: 'image/webp',
      width: 600,
      height: 800,
    },
  ];

  const nothing = { tags: '', picture: null };
  const hrefs = async (url: string) => hrefsOf((await preloads(url)).tags);

  it("preloads the first tile's picture of the order the page opens with", async () => {
    expect(await preloads('/gallery')).toEqual(nothing); // no fan art yet
    await insertSubmission(t.db, {
      tweetCreatedAt: new Date('2026-01-01T00:00:00Z'),
      media: photo('oldest'),
    });
    await insertSubmission(t.db, {
      tweetCreatedAt: new Date('2026-02-01T00:00:00Z'),
      media: photo('middle'),
    });
    const hidden = await insertSubmission(t.db, {
      tweetCreatedAt: new Date('2026-04-01T00:00:00Z'),
      media: photo('disabled'),
    });
    await t.db.update(artistSubmissions).set({ disabled: true }).where(eq(artistSubmissions.id, hidden));
    await insertSubmission(t.db, {
      tweetCreatedAt: new Date('2026-03-01T00:00:00Z'),
      media: photo('newest'),
    });

    expect(await hrefs('/gallery')).toEqual(['/api/media/newest-preview.webp']);
    const first = await preloads('/gallery');
    expect(first.tags).toContain('as="image" fetchpriority="high"');
    expect(first.picture).toEqual({
      kind: 'picture',
      href: '/api/media/newest-preview.webp',
      width: 600,
      height: 800,
    });
    expect(await hrefs('/gallery?sortBy=nonsense')).toEqual(['/api/media/newest-preview.webp']);
    expect(await hrefs('/gallery?sortBy=oldest')).toEqual(['/api/media/oldest-preview.webp']);
  });

  it('preloads nothing for a random order, the edit view, an open submission, a video or another page', async () => {
    expect(await preloads('/gallery?sortBy=random')).toEqual(nothing);
    expect(await preloads('/gallery?type=edit')).toEqual(nothing);
    expect(await preloads('/gallery?id=1')).toEqual(nothing);
    expect(await preloads('/gallery?tweetId=1')).toEqual(nothing);
    expect(await preloads('/nftarena')).toEqual(nothing);
    await insertSubmission(t.db, {
      tweetCreatedAt: new Date('2026-05-01T00:00:00Z'),
      media: [
        { type: 'video', fileKey: 'clip.mp4', previewKey: 'clip-poster.webp', contentType: 'video/mp4' },
      ],
    });
    expect(await preloads('/gallery')).toEqual(nothing);
  });
});
