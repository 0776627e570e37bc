import { mkdir } from 'node:fs/promises';
import { newsletterMessages } from '@guardians/shared/community';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { mailedLink, openMailTo } from './support/demo-mailbox.ts';
import { updateSiteConfig } from './support/site-config-db.ts';
import { shootBothWidths } from './support/trading-page.ts';

/** Titles and slugs of the content the site loads from content/story, content/blog and content/about. */
const OPEN_CHAPTER = { id: 'legend-of-the-koi', title: 'Legend Of The Koi' };
const NEXT_CHAPTER = { id: 'the-art-of-guardians', title: 'The Art Of Guardians' };
const LOCKED_CHAPTER = 'Lore';
const CATEGORY = 'Art & Lore';
const POST = { slug: 'the-turning-explained', heading: 'The generating circle' };

type PostList = { data: { items: { title: string; category: string }[]; total: number } };

async function apiJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The post titles the blog's list shows, in order. */
async function listedPostTitles(page: Page): Promise<string[]> {
  return page.locator('main ul li article h2').allTextContents();
}

describe('story, odyssey, blog, about and the newsletter link', () => {
  const baseUrl = inject('baseUrl');
  let browser: BrowserSession;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    await updateSiteConfig({
      enable_story: true,
      enable_odyssey: true,
      enable_blog: true,
      enable_about: true,
    });
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps a locked chapter shut and walks the open ones with previous and next', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/story`);
    await page.getByRole('heading', { name: OPEN_CHAPTER.title }).waitFor();
    await shootBothWidths(page, 'editorial-story');

    const locked = page.locator('[aria-disabled="true"]', { hasText: LOCKED_CHAPTER });
    expect(await locked.getByText('Locked').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: LOCKED_CHAPTER, exact: true }).count()).toBe(0);
    // A person clicks it anyway (force: Playwright would otherwise wait for it to become enabled).
    await locked.click({ force: true });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/story');

    await page.getByRole('link', { name: OPEN_CHAPTER.title }).click();
    await page.waitForURL(`**/story/${OPEN_CHAPTER.id}`);
    await page.getByRole('heading', { level: 1, name: OPEN_CHAPTER.title }).waitFor();
    const chat = page.getByRole('link', { name: /Join the community chat/ });
    expect(await chat.getAttribute('href')).toBe('https://discord.gg/guardians');
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toContain('noopener');
    await shootBothWidths(page, 'editorial-story-detail');

    const chapters = page.getByRole('navigation', { name: 'Other chapters' });
    await chapters.getByRole('link', { name: new RegExp(NEXT_CHAPTER.title) }).click();
    await page.waitForURL(`**/story/${NEXT_CHAPTER.id}`);
    await page.getByRole('heading', { level: 1, name: NEXT_CHAPTER.title }).waitFor();

    await chapters.getByRole('link', { name: new RegExp(`Previous.*${OPEN_CHAPTER.title}`) }).click();
    await page.waitForURL(`**/story/${OPEN_CHAPTER.id}`);
    await page.getByRole('link', { name: 'Back to Story' }).click();
    await page.waitForURL('**/story');
  });

  it('opens an Odyssey stage in place and keeps a locked one closed', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/odyssey`);
    await page.getByText('2 of 4 stages open').waitFor();

    const locked = page.getByRole('button', { name: /Great Waterfall/ });
    expect(await locked.isDisabled()).toBe(true);
    expect(await locked.getAttribute('aria-expanded')).toBe('false');

    const temple = page.getByRole('button', { name: /Explore this stage: Golden Temple/ });
    await temple.click();
    expect(await page.getByRole('button', { name: /Golden Temple/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const region = page.getByRole('region', { name: 'Golden Temple' });
    await region.getByRole('link', { name: /Open the Golden Temple page/ }).waitFor();
    await shootBothWidths(page, 'editorial-odyssey');

    await region.getByRole('link', { name: /Open the Golden Temple page/ }).click();
    await page.waitForURL('**/odyssey/golden-temple');
    await page.getByRole('heading', { level: 1, name: 'Golden Temple' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Other stages' })
      .getByRole('link', { name: /Mystic Forest/ })
      .waitFor();
    await shootBothWidths(page, 'editorial-odyssey-detail');
  });

  it('filters the blog by category and resets to every post', async () => {
    const { page } = browser;
    const all = await apiJson<PostList>(baseUrl, '/api/blogs/all/?offset=0&limit=50');
    const inCategory = await apiJson<PostList>(
      baseUrl,
      `/api/blogs/all/?offset=0&limit=50&category=${encodeURIComponent(CATEGORY)}`,
    );
    expect(inCategory.data.items.length).toBeGreaterThan(0);
    expect(inCategory.data.items.length).toBeLessThan(all.data.items.length);

    await page.goto(`${baseUrl}/blogs`);
    await page.getByText(`Showing ${Math.min(9, all.data.total)} of ${all.data.total} posts`).waitFor();
    await shootBothWidths(page, 'editorial-blogs');

    await page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === CATEGORY);
    await page
      .getByText(`Showing ${inCategory.data.items.length} of ${inCategory.data.total} posts in ${CATEGORY}`)
      .waitFor();
    expect(await listedPostTitles(page)).toEqual(inCategory.data.items.map((post) => post.title));
    expect(
      await page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).getAttribute('aria-pressed'),
    ).toBe('true');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    await page.getByText(`of ${all.data.total} posts`, { exact: false }).waitFor();
    expect((await listedPostTitles(page)).length).toBe(Math.min(9, all.data.total));
  });

  it('shows a post with its Markdown headings and no script from the content', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/blogs/${POST.slug}`);
    const article = page.locator('main article');
    await article.getByRole('heading', { level: 2, name: POST.heading }).waitFor();
    expect(await article.locator('script').count()).toBe(0);
    await page.getByRole('heading', { name: `More in ${CATEGORY}` }).waitFor();
    await shootBothWidths(page, 'editorial-blog-post');

    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL('**/blogs');
  });

  it('lists the about entries and opens one', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { name: 'The team' }).waitFor();
    await shootBothWidths(page, 'editorial-about');
    await page.getByRole('link', { name: /The team/ }).click();
    await page.waitForURL('**/about/the-team');
    await page.getByRole('heading', { level: 1, name: 'The team' }).waitFor();
    await shootBothWidths(page, 'editorial-about-entry');
  });

  it('unsubscribes from the newsletter only when the button is pressed', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    // Subscribing from the page itself, so the request carries the site's own origin.
    const email = `reader-${Date.now()}@example.com`;
    const status = await page.evaluate(async (address) => {
      const response = await fetch('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, consent: true }),
      });
      return response.status;
    }, email);
    expect(status).toBe(202);
    // The link is in the confirmation mail, which the demo keeps in its mailbox.
    await openMailTo(page, baseUrl, email);
    const link = await mailedLink(page, '/newsletter/unsubscribe');
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await button.waitFor();
    await shootBothWidths(page, 'editorial-unsubscribe');
    await button.click();
    await page.getByText(newsletterMessages.unsubscribed).waitFor();

    await page.goto(`${baseUrl}/newsletter/unsubscribe?token=${'x'.repeat(30)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alert').getByText(newsletterMessages.unknownToken).waitFor();
  });
});
