import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { type BrowserSession, openBrowser } from './browser.ts';
import { nameRegExp, shownName } from './identity.ts';
import { signInOverApi } from './sign-in-over-api.ts';
import { mnemonicAccount, mnemonicKey } from './site-admin.ts';
import { installTestWallet, TEST_WALLET_NAME } from './test-wallet.ts';

/**
 * A browser whose wallet is the mnemonic account at `index`, connected on the home page as a person
 * does, then signed in over the API (the session cookie lands in this browser) and reloaded.
 */
export async function signedInBrowser(index: number): Promise<BrowserSession> {
  const baseUrl = inject('baseUrl');
  const browser = await openBrowser();
  await installTestWallet(browser.context, {
    rpcUrl: inject('rpcUrl'),
    chainId: 31337,
    privateKey: mnemonicKey(index),
  });
  const { page } = browser;
  const accountButton = page.getByRole('button', {
    name: nameRegExp(await shownName(mnemonicAccount(index).address)),
  });
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
  await accountButton.waitFor();
  await signInOverApi(browser.context, baseUrl, index);
  await page.reload();
  await accountButton.waitFor();
  return browser;
}

/** Opens the account menu and follows its Admin entry. */
export async function openConsoleFromMenu(page: Page, address: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: nameRegExp(await shownName(address)) })
    .click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

export const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });
