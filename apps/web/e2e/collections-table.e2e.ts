import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatVolumeChange } from '../src/features/catalogue/utils/format.ts';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { collectionList } from './support/catalogue-api.ts';
import { updateSiteConfig } from './support/site-config-db.ts';

// Browser test files run one at a time against one site (vitest.config.ts: fileParallelism false),
// so switching the mode here cannot leak into another file; afterEach puts single mode back.
describe('the collections ranking table', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterEach(() => updateSiteConfig({ mode: 'single' }));
  afterAll(() => browser.close());

  it('in multi mode lists the demo collections by market cap, linking to each collection', async () => {
    const { page } = browser;
    const { items } = await collectionList();
    expect(items.map((c) => c.slug).sort()).toEqual(['guardians', 'koi-spirits', 'temple-relics']);
    await updateSiteConfig({ mode: 'multi' });

    await page.goto(`${inject('baseUrl')}/collections`);
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    const rows = page.getByRole('table', { name: 'Collections ranked by market cap' }).locator('tbody tr');
    await rows.getByRole('link').first().waitFor();
    expect(await rows.count()).toBe(3);
    expect((await rows.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(
      items.map((c) => c.name),
    );

    const cells = async (index: number) =>
      (await rows.nth(index).locator('td, th').allInnerTexts()).map((t) => t.trim());
    for (const [index, collection] of items.entries()) {
      const row = await cells(index);
      expect(row[0]).toBe(String(index + 1));
      const supply = Number(collection.totalSupply);
      expect(row[7]).toBe(
        supply < 1000 ? String(supply) : `${(supply / 1000).toFixed(1).replace(/\.0$/, '')}K`,
      );
      expect(row[8]).toBe(String(collection.stats?.total.num_owners));
      // 1d, 7d, 30d: two decimals and a sign, from the demo's trading history (decision 0027).
      expect(row.slice(4, 7)).toEqual(
        ['one_day', 'seven_day', 'thirty_day'].map((interval) => {
          const change = collection.stats?.intervals.find((i) => i.interval === interval)?.volume_change;
          return change === undefined ? '—' : formatVolumeChange(change);
        }),
      );
    }
    // A 30-day change over an empty month before it is +100.00%: green (red is at or below 0).
    const change = rows.first().locator('td').nth(5); // rank, floor, volume, 1d, 7d, 30d
    // The colour as a person sees it, whatever notation the style sheet uses.
    const [red = 0, green = 0, blue = 0] = await change.evaluate((el) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [];
      context.fillStyle = getComputedStyle(el).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(items[0]?.stats?.intervals.find((i) => i.interval === 'thirty_day')?.volume_change).toBe(100);
    expect(green).toBeGreaterThan(red + 60);
    expect(green).toBeGreaterThan(blue + 20);

    const second = items[1];
    if (!second) throw new Error('expected three collections');
    await rows.getByRole('link', { name: second.name }).click();
    await page.waitForURL(`**/collection/${second.slug}`);
    await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
  });

  it('shows Not found in single mode', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/collections`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
