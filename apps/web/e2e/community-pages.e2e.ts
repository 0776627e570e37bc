import { rm } from 'node:fs/promises';
import { NEWSLETTER_CONSENT_TEXT, newsletterMessages, portalMessages } from '@guardians/shared/community';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { mailedLink, openMailTo } from './support/demo-mailbox.ts';
import { type RunningSite, startSite } from './support/launcher.ts';

/** With SHOTS_DIR set, the page at desktop and phone widths, for a person to look at. */
async function shoot(page: Page, name: string, scrollTo?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await scrollTo?.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: !scrollTo });
  }
  await page.setViewportSize(size);
}

describe('home, collectors and Guardians', () => {
  let browser: BrowserSession;
  const baseUrl = () => inject('baseUrl');

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it('signs up for the newsletter from home, then leaves through the link in the mail', async () => {
    const { page } = browser;
    const email = `koi-${Date.now()}@example.com`;
    await page.goto(baseUrl());
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // Not ticked: refused next to the box, nothing stored.
    await form.getByText(newsletterMessages.consentRequired).waitFor();

    await form.getByLabel(NEWSLETTER_CONSENT_TEXT).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const done = page.getByRole('status').filter({ hasText: newsletterMessages.checkInbox });
    await done.waitFor();
    await shoot(page, 'home-newsletter-done', done);

    // The confirmation mail carries the way out too (the demo keeps it in its mailbox).
    await openMailTo(page, baseUrl(), email);
    const unsubscribe = await mailedLink(page, '/newsletter/unsubscribe');
    await page.goto(`${baseUrl()}${unsubscribe.pathname}${unsubscribe.search}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(newsletterMessages.unsubscribed).waitFor();
  });

  it('shows the collection, Odyssey and newsletter sections on home', async () => {
    const { page } = browser;
    await page.goto(baseUrl());
    const collection = page.getByRole('region', { name: 'Guardians', exact: true });
    await collection
      .getByRole('list', { name: 'Items of the collection' })
      .getByRole('link')
      .first()
      .waitFor();
    expect(await collection.getByRole('link', { name: /Explore the collection/ }).getAttribute('href')).toBe(
      '/explore',
    );
    const stages = page.getByRole('list', { name: 'Odyssey stages' });
    await stages.getByRole('listitem').nth(3).waitFor();
    await shoot(page, 'home');
    await shoot(page, 'home-odyssey', stages);
  });

  it('lists the collectors ranked by Guardians held, each linking to their Forge', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/nftlover`);
    const rows = page.getByTestId('owner-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    const href = (await rows.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/forge\/0x[0-9a-f]{40}$/);
    expect(await page.title()).toContain('NFT Lovers');
    await shoot(page, 'nftlover');

    await rows.first().click();
    await page.waitForURL(`${baseUrl()}${href}`);
  });

  it('opens a Guardian from the list and lists their pieces of the collection', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/guardians`);
    const cards = page.getByRole('list', { name: 'Guardians' });
    await cards.getByRole('link').nth(4).waitFor();
    await shoot(page, 'guardians');

    await cards.getByRole('link', { name: 'Suirin' }).click();
    await page.waitForURL(/\/guardians\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Suirin' }).waitFor();
    const pieces = page.getByRole('list', { name: 'Guardians of Suirin' });
    await pieces.getByRole('link').first().waitFor();
    const itemHref = (await pieces.getByRole('link').first().getAttribute('href')) ?? '';
    expect(itemHref).toMatch(/^\/explore\/\d+$/);
    await shoot(page, 'guardian');

    await pieces.getByRole('link').first().click();
    await page.waitForURL(`${baseUrl()}${itemHref}`);
  });

  it("shows 'Not found' for a Guardian that does not exist", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/guardians/9999`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});

describe('the portal', () => {
  const PASSPHRASE = 'the current carries only those who let go';
  let site: RunningSite;
  let browser: BrowserSession;

  beforeAll(async () => {
    // Its own site: the shared one has no PORTAL_PASSPHRASE, so its portal is closed.
    site = await startSite({ env: { PORTAL_PASSPHRASE: PASSPHRASE } });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('refuses a wrong passphrase, opens with the right one and stays open after a reload', async () => {
    const { page } = browser;
    await page.goto(`${site.baseUrl}/portal`);
    const passphrase = page.getByLabel('Passphrase', { exact: true });
    await passphrase.fill('let me in');
    await page.getByRole('button', { name: 'Open the portal' }).click();
    await page.getByRole('alert').filter({ hasText: portalMessages.wrong }).waitFor();
    await shoot(page, 'portal-wrong');

    await passphrase.fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Open the portal' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'The Chamber Behind the Great Waterfall' });
    await title.waitFor();
    expect(await page.getByTestId('portal-content').textContent()).toContain('the water parted');
    await shoot(page, 'portal-open');

    await page.reload();
    await title.waitFor();
    expect(await page.getByLabel('Passphrase', { exact: true }).count()).toBe(0);
  });
});
