import { messages } from '@guardians/shared/common';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

describe('a bad URL', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('says the page does not exist, answered with HTTP 404 and the site around it', async () => {
    const { page } = browser;
    const response = await page.goto(`${inject('baseUrl')}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByRole('heading', { name: messages.notFoundTitle, level: 1 }).waitFor();
    await page.getByText(messages.pageNotFoundBody).waitFor();
    expect(await page.getByText(messages.notFoundBody).count()).toBe(0);
    // The site is around it: the navbar leads back.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL((url) => url.pathname === '/explore');
    expect((await page.goto(`${inject('baseUrl')}/explore`))?.status()).toBe(200);
  });
});
