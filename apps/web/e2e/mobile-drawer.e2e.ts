import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

describe('mobile navigation at 390 px', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => browser.close());

  it('opens the drawer from the hamburger and closes it on a route change', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Join our Discord' }).isVisible()).toBe(true);

    await drawer.getByRole('link', { name: 'NFTArena' }).click();
    await page.waitForURL('**/nftarena');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
  });

  it('closes the drawer when the window grows to 1024 px', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
