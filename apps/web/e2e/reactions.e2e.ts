import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { installTestWallet } from './support/test-wallet.ts';

/** A token of the demo collection no other browser test likes. */
const TOKEN_ID = '17';

describe('liking an item', () => {
  let browser: BrowserSession;
  let address: string;

  beforeAll(async () => {
    browser = await openBrowser();
    const account = await installTestWallet(browser.context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: generatePrivateKey(),
    });
    address = account.address.toLowerCase();
    signInAtDemoProvider(browser.context, `liker_${Date.now().toString(36)}`);
  });
  afterAll(() => browser.close());

  it('walks the gate: connect dialog, signature, X sign-in, then the like counts and shows in the liked tab', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/explore/${TOKEN_ID}`);
    const like = page.getByTestId('like-button');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toMatch(/^\d+$/);
    const before = Number(await page.getByTestId('like-count').textContent());

    // No wallet: the connect dialog.
    await like.click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: 'Test Wallet' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Wallet but no signature: the info toast and the signature; then no X: off to X and back.
    await like.click();
    await page.getByRole('status').filter({ hasText: 'Please sign signature to continue' }).waitFor();
    await page.waitForURL((url) => url.pathname === `/explore/${TOKEN_ID}` && url.search === '', {
      timeout: 30_000,
    });
    await page.getByRole('status').filter({ hasText: 'Account linked successfully' }).waitFor();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe(String(before));

    // Everything in place: the like counts, and a second press takes it back.
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe(String(before + 1));

    await page.goto(`${inject('baseUrl')}/forge/${address}?tab=liked`);
    await page
      .getByRole('list', { name: 'Liked items' })
      .getByRole('link', { name: new RegExp(`#?${TOKEN_ID}\\b`) })
      .first()
      .waitFor();

    await page.goto(`${inject('baseUrl')}/explore/${TOKEN_ID}`);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe(String(before));
    await page.goto(`${inject('baseUrl')}/forge/${address}?tab=liked`);
    await page.getByText("You don't have any liked arts.").waitFor();
  });
});
