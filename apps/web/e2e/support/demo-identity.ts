import type { BrowserContext, Page } from 'playwright-core';

/** Where the site's demo stand-ins for X and Discord ask who you are (routes/dev-oauth). */
const SIGN_IN_PAGES = {
  twitter: '/dev-oauth/x/i/oauth2/authorize',
  discord: '/dev-oauth/discord/oauth2/authorize',
} as const;

/**
 * From now on, whenever a page of `context` arrives at the demo provider's sign-in page, it signs in
 * there as `handle` the way a person does: types the handle and presses "Sign in as this handle".
 * The suite's site runs as `npm start` does, with no X or Discord app, so linking goes through it.
 */
export function signInAtDemoProvider(
  context: BrowserContext,
  handle: string,
  provider: keyof typeof SIGN_IN_PAGES = 'twitter',
): void {
  const watch = (page: Page) => {
    page.on('load', () => {
      if (new URL(page.url()).pathname !== SIGN_IN_PAGES[provider]) return;
      void (async () => {
        await page.getByLabel('Or type a handle').fill(handle);
        await page.getByRole('button', { name: 'Sign in as this handle' }).click();
      })().catch(() => {}); // the page went away first: the test waiting on it reports that
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}
