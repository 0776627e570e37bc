import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

// index.html paints a static shell before the scripts run; the app must replace it, not add to it.
describe('static shell', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => browser.close());

  it('is in the served page and gone once the app has rendered', async () => {
    const response = await fetch(new URL('/gallery', inject('baseUrl')), {
      headers: { accept: 'text/html' },
    });
    const html = await response.text();
    expect(html).toContain('class="shell-bar"');
    expect(html).toContain('id="guardians-env"');

    const { page } = browser;
    await page.goto(new URL('/gallery', inject('baseUrl')).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('.shell-bar, .shell-page').count()).toBe(0);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(1);
  });

  it("shows an item's picture before the scripts run, and the page shows the same file once they have", async () => {
    const { page } = browser;
    const context = page.context();
    const noScript = await context
      .browser()
      ?.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    if (!noScript) throw new Error('no browser for a context without scripts');
    try {
      await noScript.route(/^(?!http:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
      const shell = await noScript.newPage();
      await shell.goto(new URL('/explore/1', inject('baseUrl')).href);
      const picture = shell.locator('img.shell-picture');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const src = await picture.getAttribute('src');
      expect(src).toMatch(/\/1\/image\.png$/);

      await page.goto(new URL('/explore/1', inject('baseUrl')).href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('img.shell-picture').count()).toBe(0);
      expect(await page.getByRole('img', { name: /#1$/ }).first().getAttribute('src')).toMatch(
        /\/1\/image\.png$/,
      );
    } finally {
      await noScript.close();
    }
  });
});
