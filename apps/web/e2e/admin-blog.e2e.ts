import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/*
 * Issue 29, done-when: "a blog post is written, previewed, published and read by a visitor". The
 * owner writes Markdown in the console, sees it rendered by the site's own renderer, keeps it as a
 * draft (which no visitor sees), publishes it, and a visitor reaches it from the navbar's Blog link.
 */
const RUN = Date.now().toString(36);
const TITLE = `Notes from the Koi pond ${RUN}`;
const HEADING = 'What the river carried';
const EXCERPT = 'A short walk along the Mystic River, written from the console.';
const BODY = `## ${HEADING}\n\nThe current brought **three lanterns** and a *folded map*.\n\n- one for the temple\n- one for the forest`;

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** The visitor's way in: the navbar's Blog link, then the post's card. */
async function blogTitles(page: Page): Promise<string[]> {
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL((url) => url.pathname === '/blogs');
  const titles = page.locator('main ul li article h2');
  await titles.first().waitFor();
  return titles.allTextContents();
}

describe('a blog post from the console to a visitor', () => {
  const baseUrl = inject('baseUrl');
  const ownerAddress = mnemonicAccount(SITE_ADMIN_INDEX).address;
  let owner: BrowserSession;
  let visitor: BrowserSession;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    owner = await signedInBrowser(SITE_ADMIN_INDEX);
    visitor = await openBrowser();
  });

  afterAll(async () => {
    // The site is shared: the post this file wrote goes, even when a test stopped half-way.
    if (owner) {
      const answer = await owner.context.request.get(`${baseUrl}/api/admin/blogs?q=${RUN}&limit=50`);
      const { data } = (await answer.json()) as { data: { items: { _id: number }[] } };
      for (const post of data.items)
        await owner.context.request.delete(`${baseUrl}/api/admin/blogs/${post._id}`);
    }
    await owner?.close();
    await visitor?.close();
  });

  it('is written and previewed, kept as a draft nobody sees, published, and read by a visitor', async () => {
    const { page } = owner;
    await openConsoleFromMenu(page, ownerAddress);
    await consoleNav(page).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New post' }).click();

    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Category' }).fill('Lore');
    await page.getByRole('textbox', { name: 'Author' }).fill('Suirin');
    await page.getByRole('textbox', { name: 'Excerpt' }).fill(EXCERPT);
    await page.getByRole('textbox', { name: /^Body/ }).fill(BODY);

    // The preview is the server's rendering: the Markdown's heading, emphasis and list, no raw marks.
    const preview = page.getByTestId('post-preview');
    await preview.getByRole('heading', { level: 2, name: HEADING }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('three lanterns');
    expect(await preview.locator('em').textContent()).toBe('folded map');
    expect(await preview.getByRole('listitem').count()).toBe(2);
    expect(await preview.textContent()).not.toContain('**');
    await shootBothWidths(page, 'admin-blog-editor');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await toastWith(page, `Draft saved: ${TITLE}`).waitFor();

    // A draft is the console's alone: the blog does not list it and its address is not found.
    const v = visitor.page;
    await v.goto(baseUrl);
    expect(await blogTitles(v)).not.toContain(TITLE);

    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith(page, `Published: ${TITLE}`).waitFor();

    await v.reload();
    await v.locator('main ul li article h2').first().waitFor();
    expect((await v.locator('main ul li article h2').allTextContents())[0]).toBe(TITLE);
    await v
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .click();
    await v.waitForURL((url) => url.pathname.startsWith('/blogs/') && url.pathname !== '/blogs/');
    await v.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const article = v.locator('main article');
    await article.getByRole('heading', { level: 2, name: HEADING }).waitFor();
    expect(await article.locator('strong').first().textContent()).toBe('three lanterns');
    expect(await article.getByText('one for the forest').count()).toBe(1);
    await shootBothWidths(v, 'admin-blog-visitor');
  });
});
