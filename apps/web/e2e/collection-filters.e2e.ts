import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import {
  collectionItems,
  defaultCollectionAddress,
  offsetKey,
  waitForTraits,
} from './support/catalogue-api.ts';

/** '1.2K items' / '28 items', as the page abbreviates counts. */
function shownCount(total: number): string {
  if (total < 1000) return `${total} ${total === 1 ? 'item' : 'items'}`;
  return `${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(total)} items`;
}

function grid(page: Page) {
  return page.getByRole('list', { name: 'Items', exact: true });
}

async function waitForCount(page: Page, total: number) {
  await page.getByText(shownCount(total), { exact: true }).first().waitFor();
  // The grid shows the new page once it is no longer the dimmed previous one.
  await page.locator('ul[aria-label="Items"][aria-busy="false"]').waitFor();
}

async function tick(page: Page, traitType: string, value: string) {
  const sidebar = page.getByRole('complementary', { name: 'Traits' });
  const group = sidebar.getByRole('button', { name: new RegExp(`^${traitType}`) });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  const values = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  await values.getByRole('checkbox', { name: value, exact: true }).click();
}

describe('collection trait filters and paging', () => {
  let browser: BrowserSession;
  let collection: string;
  let key: string;
  beforeAll(async () => {
    browser = await openBrowser();
    collection = await defaultCollectionAddress();
    key = await offsetKey();
    await waitForTraits(collection);
  });
  afterAll(() => browser.close());

  it('filters by two traits with chips and URL parameters, removes one chip, then resets', async () => {
    const { page } = browser;
    const all = await collectionItems(collection);
    const river = await collectionItems(collection, { Background: ['Mystic River'] });
    const both = await collectionItems(collection, { Background: ['Mystic River'], Body: ['Iwao'] });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(river.total);

    await page.goto(`${inject('baseUrl')}/explore`);
    await waitForCount(page, all.total);
    expect(await grid(page).getByRole('listitem').count()).toBe(50);

    await tick(page, 'Background', 'Mystic River');
    await waitForCount(page, river.total);
    await tick(page, 'Body', 'Iwao');
    await waitForCount(page, both.total);

    const url = new URL(page.url());
    expect(url.searchParams.get('Background')).toBe('Mystic River');
    expect(url.searchParams.get('Body')).toBe('Iwao');
    const chips = page.getByRole('list', { name: 'Selected traits' });
    // The chips follow the URL and the count follows the (deferred) results: either may land first.
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(2);
    await chips.getByRole('button', { name: 'Remove Background: Mystic River' }).waitFor();
    await chips.getByRole('button', { name: 'Remove Body: Iwao' }).waitFor();
    const cards = grid(page).getByRole('listitem');
    expect(await cards.count()).toBe(Math.min(both.total, 50));
    const firstName = both.assets[0]?.name ?? '';
    await grid(page).getByRole('link', { name: firstName, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Remove Body: Iwao' }).click();
    await waitForCount(page, river.total);
    expect(new URL(page.url()).searchParams.has('Body')).toBe(false);
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(1);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await waitForCount(page, all.total);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('list', { name: 'Selected traits' }).count()).toBe(0);
  });

  it('pages with Next and Prev, stops at both ends, and a new filter goes back to the first page', async () => {
    const { page } = browser;
    const all = await collectionItems(collection);
    const second = await collectionItems(collection, {}, 50);
    const lastOffset = Math.floor((all.total - 1) / 50) * 50;
    const pages = lastOffset / 50 + 1;

    await page.goto(`${inject('baseUrl')}/explore`);
    await waitForCount(page, all.total);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const prev = pager.getByRole('button', { name: 'Prev' });
    const next = pager.getByRole('button', { name: 'Next' });
    expect(await prev.isDisabled()).toBe(true);
    await pager.getByText(`Page 1 of ${pages}`).waitFor();

    await next.click();
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    expect(new URL(page.url()).searchParams.get(key)).toBe('50');
    await grid(page)
      .getByRole('link', { name: second.assets[0]?.name ?? '', exact: true })
      .waitFor();

    await prev.click();
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    expect(new URL(page.url()).searchParams.has(key)).toBe(false);
    expect(await prev.isDisabled()).toBe(true);

    await page.goto(`${inject('baseUrl')}/explore?${key}=${lastOffset}`);
    await pager.getByText(`Page ${pages} of ${pages}`).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await grid(page).getByRole('listitem').count()).toBe(all.total - lastOffset);

    await tick(page, 'Body', 'Iwao');
    const iwao = await collectionItems(collection, { Body: ['Iwao'] });
    await waitForCount(page, iwao.total);
    const url = new URL(page.url());
    expect(url.searchParams.has(key)).toBe(false);
    expect(url.searchParams.get('Body')).toBe('Iwao');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(/^Page 1 of/)
      .waitFor();
  });

  it("shows the 'Not found' panel when nothing matches, and for an unknown collection", async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/explore?Background=No+Such+Place`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    await page.getByText("We couldn't find anything with this criteria").waitFor();
    await page.getByRole('button', { name: 'Remove Background: No Such Place' }).waitFor();

    await page.goto(`${inject('baseUrl')}/collection/no-such-collection`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
  });
});
