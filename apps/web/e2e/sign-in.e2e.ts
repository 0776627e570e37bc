import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { nameRegExp, shownName } from './support/identity.ts';
import { installTestWallet, switchTestWalletAccount } from './support/test-wallet.ts';

const ANOTHER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

describe('signing in with the wallet', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('connect -> Sign -> signed, kept across a reload, ended by disconnecting', async () => {
    const account = await installTestWallet(browser.context, { rpcUrl: inject('rpcUrl'), chainId: 31337 });
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Test Wallet' })
      .click();
    // The account menu names the wallet as the site names people (anvil's accounts have demo ENS names).
    const accountButton = page.getByRole('button', { name: nameRegExp(await shownName(account.address)) });
    await accountButton.waitFor();

    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    await sign.click();
    await sign.waitFor({ state: 'detached' });
    const verify = await page.evaluate(async () => (await fetch('/api/login/verify?chainId=31337')).status);
    expect(verify).toBe(200);

    await page.reload();
    await accountButton.waitFor();
    // Still signed after the reload: no Sign button comes back.
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0);

    await accountButton.click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(async () => (await fetch('/api/login/verify?chainId=31337')).status))
      .toBe(401);
  });

  it('switching the wallet to another account ends the session and offers Sign again', async () => {
    const session = await openBrowser();
    try {
      await installTestWallet(session.context, { rpcUrl: inject('rpcUrl'), chainId: 31337 });
      const { page } = session;
      await page.goto(inject('baseUrl'));
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Connect a wallet' })
        .getByRole('button', { name: 'Test Wallet' })
        .click();
      const sign = page.getByRole('button', { name: 'Sign', exact: true });
      await sign.click();
      await sign.waitFor({ state: 'detached' });

      const other = await switchTestWalletAccount(page, ANOTHER_KEY);
      await page.getByRole('button', { name: nameRegExp(await shownName(other.address)) }).waitFor();
      await sign.waitFor();
      await expect
        .poll(() => page.evaluate(async () => (await fetch('/api/login/verify?chainId=31337')).status))
        .toBe(401);
    } finally {
      await session.close();
    }
  });
});
