import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { installTestWallet } from './support/test-wallet.ts';

describe('registering as a beta tester', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    // A fresh key: signing in needs no funds, and no other test knows this wallet.
    const privateKey = generatePrivateKey();
    await installTestWallet(browser.context, { rpcUrl: inject('rpcUrl'), chainId: 31337, privateKey });
  });
  afterAll(() => browser.close());

  it('asks for the wallet and the signature first, then registers, and says so again the second time', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/beta`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const register = page.getByRole('button', { name: 'Register as beta tester' });

    // No wallet yet: the connect dialog opens.
    await register.click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Test Wallet' })
      .click();

    // Connected, not signed: asked to sign, then registered.
    await register.click();
    await page.getByRole('status').filter({ hasText: 'Please sign signature to continue' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Successfully registered as beta tester' }).waitFor();

    await register.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'You are already registered as a beta tester' })
      .waitFor();
  });
});
