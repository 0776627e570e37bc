import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { installTestWallet, TEST_WALLET_NAME } from './support/test-wallet.ts';
import { fundedWallet } from './support/trading.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil's mnemonic, index 106: this file's collector (no other browser test uses it). */
const WALLET_INDEX = 106;
const CONTENT = path.resolve(import.meta.dirname, '../../../content/vault');
const FREE_ASSET = { title: 'Koi Gate phone wallpaper', file: 'guardian-phone-wallpaper.png' };
const HOLDERS_ASSET = 'Holder banner for X';

describe('the vault', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  let browser: BrowserSession;

  beforeAll(async () => {
    const wallet = await fundedWallet(rpcUrl, WALLET_INDEX);
    browser = await openBrowser();
    await installTestWallet(browser.context, { rpcUrl, chainId: 31337, privateKey: wallet.privateKey });
    signInAtDemoProvider(browser.context, `vlt_${Date.now().toString(36)}`);
  });
  afterAll(() => browser?.close());

  it('lets a visitor browse and asks them to connect before downloading', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/vault`);
    await page.getByRole('heading', { name: FREE_ASSET.title }).waitFor();
    await page.getByText(/To download, connect your wallet and link your X account/).waitFor();
    await shootBothWidths(page, 'vault-visitor');

    await page.getByRole('button', { name: `Download ${FREE_ASSET.title}` }).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor();
  });

  it('walks a wallet through signing and linking X, then downloads the file', async () => {
    const { page } = browser;
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await dialog.waitFor({ state: 'detached' });

    // Signed but no X: off to X and back to the vault.
    await page.getByRole('button', { name: `Download ${FREE_ASSET.title}` }).click();
    await page.waitForURL((url) => url.pathname === '/vault' && url.search === '', { timeout: 30_000 });
    await toastWith(page, 'Account linked successfully').waitFor();

    // Everything in place: the browser saves the file the signed link names.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${FREE_ASSET.title}` }).click();
    await toastWith(page, 'Download Vault Asset...')
      .or(toastWith(page, 'Downloaded successfully!'))
      .first()
      .waitFor();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(FREE_ASSET.file);
    const saved = await readFile(await download.path());
    expect(saved.equals(await readFile(path.join(CONTENT, FREE_ASSET.file)))).toBe(true);
    await toastWith(page, 'Downloaded successfully!').waitFor();
    await toastWith(page, 'Downloaded successfully!').waitFor({ state: 'detached', timeout: 4_500 });
    await shootBothWidths(page, 'vault-signed-in');

    // A holders-only asset: this wallet holds no Guardian, and the server says so.
    await page.getByRole('button', { name: `Download ${HOLDERS_ASSET}` }).click();
    await toastWith(page, 'Only Guardian holders can download this asset').waitFor();
  });
});
