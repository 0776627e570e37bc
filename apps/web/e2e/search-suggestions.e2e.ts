import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { createUser } from './support/item-search-users.ts';
import { updateSiteConfig } from './support/site-config-db.ts';

// Multi mode is switched on for this file only; files run one at a time (fileParallelism: false),
// and single mode is back before the next file starts.
describe('search suggestions in the navbar (multi mode)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    await updateSiteConfig({ mode: 'multi' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await updateSiteConfig({ mode: 'single' });
    await browser.close();
  });

  function searchBox() {
    return browser.page.getByRole('search').getByRole('combobox', { name: 'Search' });
  }

  it('suggests a collection from part of its name; ArrowDown and Enter open it', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    const box = searchBox();
    await box.fill('Temple Rel');
    const option = page.getByRole('option', { name: /Temple Relics/ });
    await option.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('group', { name: 'Collections' }).isVisible()).toBe(true);

    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL('**/collection/temple-relics');
    expect(await box.inputValue()).toBe('');
  });

  it('suggests a user by username and opens their Forge page', async () => {
    const user = await createUser(`seeker${randomBytes(3).toString('hex')}`);
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    const box = searchBox();
    await box.fill(user.username.toUpperCase());
    const option = page.getByRole('option', { name: new RegExp(user.username) });
    await option.waitFor();
    expect(await page.getByRole('group', { name: 'Users' }).isVisible()).toBe(true);

    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(`**/forge/${user.account}`);
  });

  it('closes the suggestions on Escape and still submits the typed text with Enter', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    const box = searchBox();
    await box.fill('koi');
    await page.getByRole('option', { name: /Koi Spirits/ }).waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    expect(await box.inputValue()).toBe('koi');

    // No option picked: the spec's submit, a name goes to the Forge.
    await box.press('Enter');
    await page.waitForURL('**/forge/koi');
  });
});
