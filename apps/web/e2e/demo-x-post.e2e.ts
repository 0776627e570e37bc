import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

/*
 * Issue 27 §1: on the site as `npm start` runs it, X's recent search is the demo's own. A person posts
 * fan art with the contest hashtag on the demo X and, with no operator, it reaches the gallery.
 */
describe('a post on the demo X', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it('is read by the site and shows in the gallery under its author', async () => {
    const { page } = browser;
    const handle = `poster_${Date.now().toString(36)}`.slice(0, 15);
    await page.goto(`${inject('baseUrl')}/dev-oauth/x/compose/post`);
    await page.getByText('Demo', { exact: true }).waitFor();
    await page.getByLabel('Post as').fill(handle);
    await page.getByLabel('Text').fill('Suirin by the river #GuardiansFanArt');
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText(`@${handle}`).first().waitFor();

    await page.getByRole('link', { name: 'Go to the gallery' }).click();
    await page.waitForURL((url) => url.pathname === '/gallery');
    // The site reads the demo X every 15 seconds; the gallery shows the post once a pass brought it.
    const tile = page.getByTestId('author-handle').filter({ hasText: `@${handle}` });
    for (let tries = 0; (await tile.count()) === 0 && tries < 12; tries++) {
      await page.waitForTimeout(3000);
      await page.reload();
      await page.getByTestId('author-handle').first().waitFor();
    }
    await tile.first().waitFor({ timeout: 5000 });
  });
});
