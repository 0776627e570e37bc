import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

// The server preloads a collection page's data and banner with the HTML (decision 0022). A preload
// whose URL differs from what the page then requests would be downloaded twice; Chromium warns
// about it on the console. This checks both, as a visitor's browser sees them.
describe('collection page preloads', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('uses every preloaded response once instead of asking again', async () => {
    const { page } = browser;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${inject('baseUrl')}/explore`);
    const preloaded = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    expect(preloaded.some((href) => href.includes('/metadata?'))).toBe(true);
    expect(preloaded.some((href) => href.includes('banner'))).toBe(true);
    await page.getByRole('list', { name: 'Items', exact: true }).getByRole('listitem').first().waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();

    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    for (const href of preloaded)
      expect(
        fetched.filter((name) => name === href),
        href,
      ).toHaveLength(1);
    // Chromium reports an unused preload a few seconds after load.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
  });
});
