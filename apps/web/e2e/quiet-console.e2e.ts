import type { Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { installTestWallet } from './support/test-wallet.ts';
import { connectTestWallet } from './support/trading-page.ts';

/** A wallet that never connected to the site: no user row, no profile. */
const STRANGER = '0x00000000000000000000000000000000000000aa';

/**
 * Issue 27: expected states are not errors. A wallet with no profile, a locked Story chapter or
 * Odyssey stage, the closed portal (the suite's site sets no passphrase) and being signed out must
 * not show up as failed requests (4xx/5xx) or errors in the browser's console.
 */
describe('normal pages leave the console clean', () => {
  let browser: BrowserSession;
  let problems: string[];

  const watch = (page: Page) => {
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
  };

  beforeEach(async () => {
    problems = [];
    browser = await openBrowser();
    watch(browser.page);
  });
  afterEach(() => browser?.close());

  const main = () => browser.page.getByRole('main');
  /** Lets late requests (session checks, live updates) land before the console is read. */
  const settle = () => browser.page.waitForTimeout(1_500);

  it('for a visitor: a wallet with no profile, a locked chapter and stage, the closed portal', async () => {
    const { page } = browser;
    const baseUrl = inject('baseUrl');
    await page.goto(`${baseUrl}/forge/${STRANGER}`);
    await main().getByText('0x0000…00aa').first().waitFor();
    await settle();

    // Links people share: a chapter and a stage that have not opened yet.
    await page.goto(`${baseUrl}/story/lore`);
    await main().getByRole('heading', { name: 'This chapter is not open yet' }).waitFor();
    await page.goto(`${baseUrl}/odyssey/mystic-river`);
    await main().getByRole('heading', { name: 'This chapter is not open yet' }).waitFor();
    await settle();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portal' }).click();
    await main().getByText('The portal is closed').first().waitFor();
    await settle();
    expect(problems).toEqual([]);
  });

  it('for a connected wallet that has not signed: home, its own profile, the quests', async () => {
    const { page, context } = browser;
    const account = await installTestWallet(context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: generatePrivateKey(),
    });
    await page.goto(inject('baseUrl'));
    await connectTestWallet(page, account.address);
    await page.getByRole('banner').getByRole('button', { name: 'Sign', exact: true }).waitFor();
    await settle();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^0x[0-9a-f]{4}…[0-9a-f]{4}$/i })
      .click();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/forge/0x'));
    await main().getByRole('button', { name: 'Edit Profile' }).first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
    await main().getByTestId('quest-card').first().waitFor();
    await settle();
    expect(problems).toEqual([]);
  });
});
