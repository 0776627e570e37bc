import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createToken } from '../../helpers/catalogue-fixtures.ts';
import { createBlogPost, createStoryEntry, startSeoApp } from './seo-fixtures.ts';

let seo: Awaited<ReturnType<typeof startSeoApp>>;

beforeAll(async () => {
  // No PUBLIC_URL: absolute URLs come from the request's own origin.
  seo = await startSeoApp();
  const guardians = await createCollection(seo.db, { slug: 'test-guardians', isDefault: true });
  await createToken(seo.db, guardians, { id: 1, owner: '0x00000000000000000000000000000000000000b1' });
  await createToken(seo.db, guardians, { id: 2, owner: null }); // burned: no page worth listing
  await createCollection(seo.db, { slug: "koi's-friends" });
  await createBlogPost(seo.db, { slug: 'tom-and-jerry', title: 'Tom & Jerry', excerpt: 'A post' });
  await createStoryEntry(seo.db, {
    id: 'open-one',
    position: 201,
    title: 'Open',
    isOpened: true,
    text: ['x'],
  });
  await createStoryEntry(seo.db, {
    id: 'shut-one',
    position: 202,
    title: 'Shut',
    isOpened: false,
    text: ['y'],
  });
});
afterAll(() => seo.close());

/**
 * A small well-formedness check: every tag closes in order, the only entities are XML's five,
 * and no raw `<` or `&` is left in text. Returns the texts of the `<loc>` elements.
 */
function parseSitemap(xml: string): { locs: string[]; lastmods: string[] } {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const stack: string[] = [];
  const locs: string[] = [];
  const lastmods: string[] = [];
  for (const part of body.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      const close = part.match(/^<\/([a-z]+)>$/);
      const open = part.match(/^<([a-z]+)(?: xmlns="[^"]*")?>$/);
      if (close) expect(stack.pop()).toBe(close[1]);
      else if (open?.[1]) stack.push(open[1]);
      else throw new Error(`unexpected tag ${part}`);
    } else if (part.trim()) {
      expect(part).not.toMatch(/<|&(?!(amp|lt|gt|quot|apos);)/);
      const text = part
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&apos;', "'")
        .replaceAll('&amp;', '&');
      if (stack.at(-1) === 'loc') locs.push(text);
      if (stack.at(-1) === 'lastmod') lastmods.push(text);
    }
  }
  expect(stack).toEqual([]);
  return { locs, lastmods };
}

describe('GET /sitemap.xml', () => {
  it('lists home, the sections, collections, items, posts and open lore as absolute URLs', async () => {
    const res = await seo.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'site.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { locs, lastmods } = parseSitemap(res.body);
    const origin = 'http://site.test';
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/explore`,
        `${origin}/story`,
        `${origin}/odyssey`,
        `${origin}/blogs`,
        `${origin}/nftlover`,
        `${origin}/collection/test-guardians`,
        `${origin}/collection/koi's-friends`,
        `${origin}/explore/1`,
        `${origin}/blogs/tom-and-jerry`,
        `${origin}/story/open-one`,
      ]),
    );
    expect(res.body).toContain('/collection/koi&apos;s-friends</loc>');
    expect(locs).not.toContain(`${origin}/explore/2`);
    expect(locs).not.toContain(`${origin}/story/shut-one`);
    expect(locs).not.toContain(`${origin}/collections`); // multi mode only
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(lastmods.length).toBeGreaterThan(0);
    for (const lastmod of lastmods) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps robots out of the API and points at the sitemap', async () => {
    const res = await seo.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'site.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: http://site.test/sitemap.xml');
  });
});
