import { mkdir } from 'node:fs/promises';
import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared/community';
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { DEMO_MAILBOX } from './support/demo-mailbox.ts';
import { signInOverApi } from './support/sign-in-over-api.ts';
import { SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { shootBothWidths } from './support/trading-page.ts';

/** The list the mailer gets: only addresses whose owner opened the mailed link. */
async function exported(request: APIRequestContext, baseUrl: string): Promise<string> {
  const response = await request.get(`${baseUrl}/api/admin/newsletter.csv`);
  expect(response.status()).toBe(200);
  return response.text();
}

describe('newsletter double opt-in on the demo site', () => {
  const baseUrl = inject('baseUrl');
  let browser: BrowserSession;
  let admin: BrowserSession;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    browser = await openBrowser();
    admin = await openBrowser();
    await signInOverApi(admin.context, baseUrl, SITE_ADMIN_INDEX);
  });
  afterAll(async () => {
    await browser?.close();
    await admin?.close();
  });

  it('signs up on home, reads the mail in the demo mailbox, confirms through its link, and is then on the list', async () => {
    const { page } = browser;
    const email = `opt-in-${Date.now()}@example.com`;
    await page.goto(baseUrl);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel(NEWSLETTER_CONSENT_TEXT).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    const done = page.getByRole('status').filter({ hasText: newsletterMessages.checkInbox });
    await done.waitFor();
    await shootBothWidths(page, 'newsletter-check-inbox');
    // Signed up is not subscribed: nothing is on the list before the link is opened.
    expect(await exported(admin.context.request, baseUrl)).not.toContain(email);

    await done.getByRole('link', { name: 'Open the demo mailbox' }).click();
    await page.waitForURL(`**${DEMO_MAILBOX}`);
    const message = page.getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: email });
    await message.waitFor();
    await shootBothWidths(page, 'newsletter-demo-mailbox');
    await message.click();
    await page.getByRole('heading', { level: 1, name: /Confirm your subscription/ }).waitFor();
    await shootBothWidths(page, 'newsletter-demo-mail');

    await page.getByRole('link', { name: /\/newsletter\/confirm\?token=/ }).click();
    await page.waitForURL(/\/newsletter\/confirm\?token=/);
    const confirmButton = page.getByRole('button', { name: 'Confirm subscription' });
    await confirmButton.waitFor();
    await shootBothWidths(page, 'newsletter-confirm');
    await confirmButton.click();
    const confirmed = page.getByRole('status').filter({ hasText: newsletterMessages.confirmed });
    await confirmed.waitFor();
    await shootBothWidths(page, 'newsletter-confirmed');

    const csv = await exported(admin.context.request, baseUrl);
    expect(csv.split('\r\n').some((line) => line.startsWith(`${email},`))).toBe(true);
  });

  it('shows a link that is not valid or has expired as such, with the way back to the sign-up', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/newsletter/confirm?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('alert').getByText(newsletterMessages.unknownConfirmToken).waitFor();
    await shootBothWidths(page, 'newsletter-confirm-unknown');
    await page.getByRole('link', { name: 'Sign up on the home page' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
