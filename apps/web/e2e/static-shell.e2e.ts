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
});
