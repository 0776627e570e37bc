import type { Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { installTestWallet } from './support/test-wallet.ts';

/** This file's own anvil account, so no other browser test shares its links. */
const KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';

async function connectAndSign(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click();
  const sign = page.getByRole('banner').getByRole('button', { name: 'Sign', exact: true });
  await sign.click();
  await sign.waitFor({ state: 'detached' });
  // Signed for real (the button also hides while the session is being checked).
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/api/login/verify?chainId=31337')).status))
    .toBe(200);
}

/** The access modal's step buttons, in order: [label, enabled]. */
async function stepButtons(page: Page) {
  const items = page.getByRole('dialog', { name: 'Sign Up' }).getByRole('listitem');
  const result: [string, boolean][] = [];
  for (const item of await items.all()) {
    const button = item.getByRole('button');
    result.push([(await button.textContent())?.trim() ?? '', await button.isEnabled()]);
  }
  return result;
}

describe('linking X and Discord', () => {
  let browser: BrowserSession;
  let address: string;
  const username = `koi_${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await openBrowser();
    const account = await installTestWallet(browser.context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: KEY,
    });
    address = account.address.toLowerCase();
    signInAtDemoProvider(browser.context, username);
  });
  afterAll(() => browser.close());

  it('the access modal walks Connect -> Sign -> Link, and links X through the provider', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/?modal=sign%20up&keepAlive=true`);
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.waitFor();
    expect(await stepButtons(page)).toEqual([
      ['Connect', true],
      ['Sign', false],
      ['Link', false],
      ['Link', false],
    ]);

    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Test Wallet' })
      .click();
    await dialog.getByRole('button', { name: 'Connected' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await dialog.getByRole('button', { name: 'Signed' }).waitFor();
    expect(await stepButtons(page)).toEqual([
      ['Connected', false],
      ['Signed', false],
      ['Link', true],
      ['Link', true],
    ]);

    // Link X: the browser leaves for the provider and comes back to this modal.
    const linkX = dialog.getByRole('listitem').filter({ hasText: 'Link X' }).getByRole('button');
    await linkX.click();
    await page.getByRole('status').filter({ hasText: 'Account linked successfully' }).waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Link X' })
      .getByRole('button', { name: 'Linked' })
      .waitFor();
    // The result parameter is gone; the modal's own parameters stay.
    const url = new URL(page.url());
    expect(url.searchParams.has('linked')).toBe(false);
    expect(url.searchParams.get('modal')).toBe('sign up');
    expect(url.searchParams.get('keepAlive')).toBe('true');
    expect(await stepButtons(page)).toEqual([
      ['Connected', false],
      ['Signed', false],
      ['Linked', false],
      ['Link', true],
    ]);
  });

  it('on the wallet page: @username shows, Disconnect X unlinks it, Connect X links it again', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/forge/${address}`);
    await page.getByText(`@${username}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Disconnect X' }).click();
    await page.getByRole('status').filter({ hasText: 'X account disconnected successfully!' }).waitFor();
    await page.getByText(`@${username}`, { exact: true }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Connect X' }).click();
    await page.getByRole('status').filter({ hasText: 'Account linked successfully' }).waitFor();
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/forge/${address}`);
    expect(new URL(page.url()).search).toBe('');
    // Discord is not linked: the owner is offered to connect it.
    await page.getByRole('button', { name: 'Connect Discord' }).waitFor();
  });

  it('Vault opens /vault once X is linked, linking X first when it is missing', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/forge/${address}`);
    await page.getByRole('button', { name: 'Disconnect X' }).click();
    await page.getByRole('button', { name: 'Connect X' }).waitFor();

    // Not linked: Vault starts linking X, and the round trip ends in the vault.
    await page.getByRole('button', { name: 'Vault' }).click();
    await page.waitForURL((url) => url.pathname === '/vault');
    await page.getByRole('status').filter({ hasText: 'Account linked successfully' }).waitFor();

    // Linked: Vault goes straight there.
    await page.goto(`${inject('baseUrl')}/forge/${address}`);
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Vault' }).click();
    await page.waitForURL((url) => url.pathname === '/vault');
  });

  it('a visitor sees the linked @username but no connect or disconnect buttons', async () => {
    const visitor = await openBrowser();
    try {
      await visitor.page.goto(`${inject('baseUrl')}/forge/${address}`);
      await visitor.page.getByText(`@${username}`, { exact: true }).waitFor();
      expect(await visitor.page.getByRole('button', { name: 'Disconnect X' }).count()).toBe(0);
      expect(await visitor.page.getByRole('button', { name: 'Connect Discord' }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('an X account already linked to another wallet comes back with the reason', async () => {
    const other = await openBrowser();
    try {
      // A fresh key: signing in needs no funds, and no other test knows this wallet.
      const privateKey = generatePrivateKey();
      await installTestWallet(other.context, { rpcUrl: inject('rpcUrl'), chainId: 31337, privateKey });
      signInAtDemoProvider(other.context, username);
      const { page } = other;
      await page.goto(inject('baseUrl'));
      await connectAndSign(page);
      await page.goto(`${inject('baseUrl')}/?modal=sign%20up&keepAlive=true`);
      const dialog = page.getByRole('dialog', { name: 'Sign Up' });
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'Link X' })
        .getByRole('button', { name: 'Link' })
        .click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'This account is already linked to another wallet.' })
        .waitFor();
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'Link X' })
        .getByRole('button', { name: 'Link' })
        .waitFor();
    } finally {
      await other.close();
    }
  });
});
