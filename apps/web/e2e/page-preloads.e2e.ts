import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

// The server preloads a page's data and first picture with the HTML (decisions 0022 and 0054): a
// collection's data and banner, an item's data and picture, the gallery's first tile. A preload
// whose URL differs from what the page then requests would be downloaded twice; Chromium warns
// about it on the console. This checks both, as a visitor's browser sees them.
describe('page preloads', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  const pages = [
    {
      path: '/explore',
      expected: ['/metadata?', 'banner'],
      shown: (page: Page) =>
        page.getByRole('list', { name: 'Items', exact: true }).getByRole('listitem').first().waitFor(),
    },
    {
      path: '/explore/1',
      expected: ['/metadata?withTotalSupply=true', '/api/nfts/', '/1/image.png'],
      shown: (page: Page) => page.getByRole('img', { name: /#1$/ }).first().waitFor(),
    },
    {
      path: '/gallery',
      expected: ['/api/media/'],
      shown: (page: Page) => page.getByTestId('submission-card').first().waitFor(),
    },
  ];

  it.each(pages)(
    'uses every preload of $path once instead of asking again',
    async ({ path, expected, shown }) => {
      const { page } = browser;
      const warnings: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      };
      page.on('console', onConsole);
      await page.goto(`${inject('baseUrl')}${path}`);
      const preloaded = await page.$$eval('link[rel="preload"]:not([href$="/api/site-configs"])', (links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      );
      for (const part of expected)
        expect(
          preloaded.some((href) => href.includes(part)),
          part,
        ).toBe(true);
      await shown(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

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
      page.off('console', onConsole);
      expect(warnings).toEqual([]);
    },
  );
});
