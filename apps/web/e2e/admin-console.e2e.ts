import { mkdir } from 'node:fs/promises';
import type { SiteConfig } from '@guardians/shared/site-config';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { shownName } from './support/identity.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { updateSiteConfig } from './support/site-config-db.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil mnemonic index of the account this file makes a moderator (no other browser test uses it). */
const MODERATOR_INDEX = 151;
const SAVED = 'Site settings saved: every visitor sees them now';

async function mainNavNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((name) => name.trim());
}

describe('the operator console', () => {
  const baseUrl = inject('baseUrl');
  const ownerAddress = mnemonicAccount(SITE_ADMIN_INDEX).address;
  const moderatorAddress = mnemonicAccount(MODERATOR_INDEX).address.toLowerCase();
  let owner: BrowserSession;
  let visitor: BrowserSession;
  let original: SiteConfig | undefined;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    await updateSiteConfig({ mode: 'single' });
    owner = await signedInBrowser(SITE_ADMIN_INDEX);
    const answer = await owner.context.request.get(`${baseUrl}/api/admin/site-config`);
    original = ((await answer.json()) as { data: { config: SiteConfig } }).data.config;
    visitor = await openBrowser();
  });

  afterAll(async () => {
    // The site is shared with the other files: single mode as found, and no moderator left behind.
    if (owner && original) {
      const put = await owner.context.request.put(`${baseUrl}/api/admin/site-config`, {
        data: { ...original, mode: 'single' },
      });
      if (put.status() !== 200) console.warn(`restoring the site answered ${put.status()}`);
      await owner.context.request.delete(`${baseUrl}/api/admin/roles/${moderatorAddress}/moderator`);
    }
    await owner?.close();
    await visitor?.close();
  });

  it("switches the platform mode from the Site page, and an open visitor's navbar follows without a reload", async () => {
    const { page } = owner;
    await visitor.page.goto(baseUrl);
    expect(await mainNavNames(visitor.page)).toContain('Gallery');
    // Survives only as long as the document does: a reload would take it away.
    await visitor.page.evaluate(() => {
      document.body.dataset.sameDocument = 'yes';
    });

    await openConsoleFromMenu(page, ownerAddress);
    await page.getByRole('heading', { name: 'Console', level: 1 }).waitFor();
    await shootBothWidths(page, 'admin-overview');

    await consoleNav(page).getByRole('link', { name: 'Site' }).click();
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
    const multi = page.getByRole('radio', { name: /^Multi collection/ });
    const single = page.getByRole('radio', { name: /^Single collection/ });
    expect(await single.isChecked()).toBe(true);
    await shootBothWidths(page, 'admin-site');

    await multi.check();
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, SAVED).first().waitFor();
    await page.getByText('No unsaved changes', { exact: true }).waitFor();
    await page.getByText(/^Last saved in the console by/).waitFor();
    await expect
      .poll(() => mainNavNames(visitor.page), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Collections']));
    expect(await mainNavNames(visitor.page)).not.toContain('Gallery');

    await single.check();
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('No unsaved changes', { exact: true }).waitFor();
    await expect
      .poll(() => mainNavNames(visitor.page), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Gallery']));
    expect(await mainNavNames(visitor.page)).not.toContain('Collections');
    expect(await visitor.page.evaluate(() => document.body.dataset.sameDocument)).toBe('yes');
  });

  it('grants moderator; the moderator sees no Site section and the server refuses them', async () => {
    const { page } = owner;
    await consoleNav(page).getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Wallet address' }).fill(moderatorAddress);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('moderator');
    await page.getByRole('button', { name: 'Grant role' }).click();
    await toastWith(page, /^Moderator role granted/).waitFor();
    const moderatorName = await shownName(moderatorAddress);
    const grantRow = page.getByTestId('role-grant').filter({ hasText: moderatorName });
    await grantRow.waitFor();
    // Revoking asks first; Escape leaves everything as it was.
    await grantRow.getByRole('button', { name: /^Revoke/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the moderator role?' });
    await dialog.waitFor();
    await shootBothWidths(page, 'admin-revoke-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await grantRow.waitFor();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await shootBothWidths(page, 'admin-roles');

    const moderator = await signedInBrowser(MODERATOR_INDEX);
    try {
      await openConsoleFromMenu(moderator.page, moderatorAddress);
      await moderator.page.getByText('Moderator', { exact: true }).first().waitFor();
      // A moderator edits content and reviews quests and submissions; the site's settings stay the owners'.
      expect(await consoleNav(moderator.page).getByRole('link').allInnerTexts()).toEqual([
        'Overview',
        'Content',
        'Quests',
        'Submissions',
      ]);
      await moderator.page.goto(`${baseUrl}/admin/site`);
      await moderator.page.getByRole('heading', { name: 'Your role does not allow this' }).waitFor();
      expect(await moderator.page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
      await shootBothWidths(moderator.page, 'admin-not-allowed');

      const put = await moderator.context.request.put(`${baseUrl}/api/admin/site-config`, {
        data: { ...original, mode: 'multi' },
      });
      expect(put.status()).toBe(403);
    } finally {
      await moderator.close();
    }
  });

  it('lists the save and the grant in the audit log, with their states before and after', async () => {
    const { page } = owner;
    await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const rows = page.getByTestId('audit-entry');
    await rows.filter({ hasText: 'roles.grant' }).first().waitFor();
    expect(await rows.filter({ hasText: 'site.update' }).count()).toBeGreaterThanOrEqual(2);
    await shootBothWidths(page, 'admin-audit');

    await page.getByRole('searchbox', { name: 'Search by person, action or target' }).fill('roles.grant');
    await expect.poll(() => rows.filter({ hasText: 'site.update' }).count()).toBe(0);
    const grant = rows.filter({ hasText: 'roles.grant' }).first();
    await grant.getByRole('button', { name: /Details/ }).click();
    await page.getByText(`"account": "${moderatorAddress}"`).first().waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit/audit.csv?q=roles.grant',
    );
    await shootBothWidths(page, 'admin-audit-open');
  });

  it('asks a visitor who is not signed in to connect a wallet', async () => {
    const { page } = visitor;
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Connect your wallet', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect wallet' }).count()).toBe(1);
    expect(await consoleNav(page).count()).toBe(0);
    await shootBothWidths(page, 'admin-visitor');
  });
});
