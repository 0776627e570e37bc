import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createToken, createUser } from '../../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../../helpers/gallery-fixtures.ts';
import { canonical, createBlogPost, createStoryEntry, metaContent, startSeoApp } from './seo-fixtures.ts';

const SITE = 'https://guardians.example';
const HOSTILE = `"><script>alert('x')</script> $& $'`;

let seo: Awaited<ReturnType<typeof startSeoApp>>;
let submissionId: number;
const wallet = '0x00000000000000000000000000000000000000a1';

beforeAll(async () => {
  seo = await startSeoApp({ PUBLIC_URL: SITE });
  const guardians = await createCollection(seo.db, {
    slug: 'test-guardians',
    name: 'Test Guardians',
    description: 'Five Guardians and their koi.',
    image: 'https://cdn.example/guardians/cover.png',
    isDefault: true,
  });
  await createToken(seo.db, guardians, {
    id: 7,
    owner: wallet,
    name: 'Suirin of the River',
    description: 'The Guardian who walked the river.',
    image: 'ipfs://bafy/7.png',
  });
  await createToken(seo.db, guardians, { id: 8, owner: wallet, name: null, image: null });
  await createCollection(seo.db, { slug: 'hostile', name: HOSTILE, description: HOSTILE });
  await createBlogPost(seo.db, {
    slug: 'the-waterfall-opens',
    title: 'The Waterfall opens',
    excerpt: 'The last stage of the Odyssey begins, with a $5,000 art contest.',
    image: '/api/media/blog/waterfall.webp',
  });
  await createBlogPost(seo.db, { slug: 'hostile-post', title: HOSTILE, excerpt: HOSTILE });
  await createStoryEntry(seo.db, {
    id: 'legend-of-the-koi',
    position: 101,
    title: 'Legend Of The Koi',
    isOpened: true,
    text: ['A koi climbed the falls.'],
  });
  await createStoryEntry(seo.db, {
    id: 'lore',
    position: 102,
    title: 'Lore',
    isOpened: false,
    text: ['Secret words of the locked chapter.'],
  });
  await createUser(seo.db, { account: wallet, username: 'koi-keeper', image: '/api/media/avatars/a1.webp' });
  submissionId = await insertSubmission(seo.db, {
    authorName: 'Mokuren Fan',
    text: 'My take on Mokuren in the Mystic Forest #Guardians',
  });
});
afterAll(() => seo.close());

const page = async (url: string) => {
  const res = await seo.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('page tags in the served HTML', () => {
  it('gives an item its name, description, image and canonical URL, replacing the template head', async () => {
    const html = await page('/collection/test-guardians/7');
    expect(html).toContain('<title>Suirin of the River | Guardians</title>');
    expect(html).not.toContain('<title>Guardians</title>');
    expect(html).not.toContain("The template's description.");
    expect(metaContent(html, 'description')).toBe('The Guardian who walked the river.');
    expect(metaContent(html, 'og:title')).toBe('Suirin of the River | Guardians');
    expect(metaContent(html, 'og:image')).toBe('https://ipfs.io/ipfs/bafy/7.png');
    expect(metaContent(html, 'og:site_name')).toBe('Guardians');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe('https://ipfs.io/ipfs/bafy/7.png');
    // The single-mode site shows its collection's items under /explore: one canonical URL for both.
    expect(canonical(html)).toBe(`${SITE}/explore/7`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/explore/7`);
    expect(html).toContain('id="guardians-env"');
  });

  it("names an item without metadata after its collection and shows the collection's image", async () => {
    const html = await page('/explore/8');
    expect(metaContent(html, 'og:title')).toBe('Test Guardians #8 | Guardians');
    expect(metaContent(html, 'og:image')).toBe('https://cdn.example/guardians/cover.png');
  });

  it('gives a collection its name, description and image', async () => {
    const html = await page('/collection/test-guardians?Background=Jade');
    expect(metaContent(html, 'og:title')).toBe('Test Guardians | Guardians');
    expect(metaContent(html, 'og:description')).toBe('Five Guardians and their koi.');
    expect(canonical(html)).toBe(`${SITE}/collection/test-guardians`);
  });

  it('gives a blog post its title, excerpt and image, with an absolute image URL', async () => {
    const html = await page('/blogs/the-waterfall-opens');
    expect(metaContent(html, 'og:title')).toBe('The Waterfall opens | Guardians');
    expect(metaContent(html, 'og:description')).toBe(
      'The last stage of the Odyssey begins, with a $5,000 art contest.',
    );
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/api/media/blog/waterfall.webp`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(canonical(html)).toBe(`${SITE}/blogs/the-waterfall-opens`);
  });

  it('gives a submission its author, text and preview image', async () => {
    const html = await page(`/gallery?id=${submissionId}`);
    expect(metaContent(html, 'og:title')).toBe('Fan art by Mokuren Fan | Guardians');
    expect(metaContent(html, 'og:description')).toBe('My take on Mokuren in the Mystic Forest #Guardians');
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${SITE}/api/media/art-\\d+-preview\\.webp$`));
    expect(canonical(html)).toBe(`${SITE}/gallery?id=${submissionId}`);
  });

  it('gives a profile its username and avatar', async () => {
    const html = await page(`/forge/${wallet.toUpperCase().replace('0X', '0x')}`);
    expect(metaContent(html, 'og:title')).toBe('koi-keeper | Guardians');
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/api/media/avatars/a1.webp`);
    expect(canonical(html)).toBe(`${SITE}/forge/${wallet}`);
  });

  it("shows an open story chapter's first paragraph but never a locked one's text", async () => {
    const open = await page('/story/legend-of-the-koi');
    expect(metaContent(open, 'og:description')).toBe('A koi climbed the falls.');
    const locked = await page('/story/lore');
    expect(metaContent(locked, 'og:title')).toBe('Lore | Guardians');
    expect(locked).not.toContain('Secret words');
  });

  it('escapes a hostile collection name and post title everywhere', async () => {
    for (const url of ['/collection/hostile', '/blogs/hostile-post']) {
      const html = await page(url);
      expect(html).not.toContain("<script>alert('x')");
      expect(html).toContain(
        '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; $&amp; $&#39; | Guardians</title>',
      );
      expect(metaContent(html, 'og:title')).toBe(`${HOSTILE} | Guardians`);
      expect(metaContent(html, 'description')).toBe(HOSTILE.replace(/\s+/g, ' ').trim());
      // `$'` in a value is text, not a replacement pattern that would copy the rest of the page.
      expect(html.match(/<\/html>/g)).toHaveLength(1);
    }
  });

  it("falls back to the site's name and tagline for home, unknown ids and malformed paths", async () => {
    const home = await page('/');
    expect(home).toContain('<title>Guardians — Join the Legends</title>');
    expect(canonical(home)).toBe(`${SITE}/`);
    expect(metaContent(home, 'og:image')).toBe('https://cdn.example/guardians/cover.png');
    for (const url of [
      '/collection/nobody',
      '/explore/999',
      '/explore/not-a-number',
      '/blogs/nothing-here',
      '/story/nothing',
      '/forge/not-a-wallet',
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<title>Guardians — Join the Legends</title>');
    }
    // An unknown submission leaves the gallery's own tags.
    const gallery = await page('/gallery?id=999999');
    expect(metaContent(gallery, 'og:title')).toBe('Fan art gallery | Guardians');
    expect(canonical(gallery)).toBe(`${SITE}/gallery`);
  });

  it('titles the static sections', async () => {
    expect(metaContent(await page('/story'), 'og:title')).toBe('The Story | Guardians');
    expect(metaContent(await page('/nftlover'), 'og:title')).toBe('NFT Lovers | Guardians');
    const blogs = await page('/blogs?category=News');
    expect(metaContent(blogs, 'og:title')).toBe('Blog | Guardians');
    expect(canonical(blogs)).toBe(`${SITE}/blogs`);
  });
});
