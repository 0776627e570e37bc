import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { allFlagsOn, updateSiteConfig } from './support/site-config-db.ts';

async function navLinkNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allInnerTexts();
}

describe('navbar', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterEach(() => updateSiteConfig(allFlagsOn));
  afterAll(() => browser.close());

  it('shows exactly the items the default configuration enables', async () => {
    await browser.page.goto(inject('baseUrl'));
    expect((await navLinkNames(browser.page)).map((s) => s.trim())).toEqual([
      'Home',
      'Gallery',
      'Explore',
      'Story',
      'Odyssey',
      'NFTLovers',
      'NFTArena',
      'Quests',
      'Forge',
      'Blog',
      'About',
      'Portal',
    ]);
    expect(await browser.page.getByRole('searchbox', { name: 'Search' }).count()).toBe(0);
    expect(await browser.page.getByRole('textbox', { name: 'Search' }).count()).toBe(0);
  });

  it('drops an item after its flag is turned off in the database and the page reloads', async () => {
    await browser.page.goto(inject('baseUrl'));
    expect(await navLinkNames(browser.page)).toContain('Blog');
    await updateSiteConfig({ enable_blog: false, enable_story: false });
    await browser.page.reload();
    const names = await navLinkNames(browser.page);
    expect(names).not.toContain('Blog');
    expect(names).not.toContain('Story');
    expect(names).toContain('About');
  });

  it('in multi mode shows Collections and the search box, and hides the single-collection items', async () => {
    await updateSiteConfig({ mode: 'multi' });
    await browser.page.goto(inject('baseUrl'));
    const names = await navLinkNames(browser.page);
    expect(names).toContain('Collections');
    for (const hidden of ['Gallery', 'Explore', 'Story', 'Odyssey']) expect(names).not.toContain(hidden);
    const search = browser.page.getByRole('search').getByLabel('Search');
    expect(await search.getAttribute('placeholder')).toBe('Search for collections or users');
  });

  it('sends a searched address that is not a contract to its wallet page, lower-cased', async () => {
    await updateSiteConfig({ mode: 'multi' });
    await browser.page.goto(inject('baseUrl'));
    const address = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
    const search = browser.page.getByRole('search').getByLabel('Search');
    await search.fill(address);
    await search.press('Enter');
    await browser.page.waitForURL(`**/forge/${address.toLowerCase()}`);
    expect(new URL(browser.page.url()).pathname).toBe(`/forge/${address.toLowerCase()}`);
  });

  it('opens the next page at the top after scrolling, and Back returns to where the list was', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/explore`);
    await page.locator('a[href^="/explore/"]').first().waitFor();
    await page.mouse.wheel(0, 1800);
    // The wheel scrolls smoothly and pictures above may still settle (scroll anchoring), so the
    // position is read once it has stopped moving: that is the one the router saves on leaving.
    let last = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => Math.round(window.scrollY));
        const settled = now === last && now > 1000;
        last = now;
        return settled;
      })
      .toBe(true);
    const scrolled = last;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
    await page.waitForURL((url) => url.pathname === '/quests');
    await page.getByTestId('quest-card').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/explore');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  });
});
