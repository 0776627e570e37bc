import type { Page } from 'playwright-core';

/** Where the demo keeps the site's mail (routes/dev-mail on the server). */
export const DEMO_MAILBOX = '/dev-mail';

/**
 * Opens the demo mailbox and the newest message to `email`, as a person does: the list, then the
 * message. The mail was handed over before the sign-up answered, so it is there at once.
 */
export async function openMailTo(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}${DEMO_MAILBOX}`);
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: email })
    .first()
    .click();
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The href of the link in the open message that goes to `path` (/newsletter/confirm, /newsletter/unsubscribe). */
export async function mailedLink(page: Page, path: string): Promise<URL> {
  const hrefs = await page
    .locator('.body a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const found = hrefs.find((href) => new URL(href).pathname === path);
  if (!found) throw new Error(`no ${path} link in the message (links: ${hrefs.join(', ')})`);
  return new URL(found);
}
