import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, type Hex, http, parseAbi, parseEther, toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress, walletItems } from './support/catalogue-api.ts';
import { installTestWallet, TEST_WALLET_NAME } from './support/test-wallet.ts';

// anvil mnemonic indexes 56–58 belong to this file: fresh wallets with no demo tokens.
const MNEMONIC = 'test test test test test test test test test test test junk';
/** anvil #0: the demo collections' owner (a public development key). */
const OWNER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const PRESALE_PRICE = parseEther('0.01');
const saleAbi = parseAbi(['function setSale(uint8 stage, uint256 price)']);
const SHOTS = '/tmp/shots';

async function freshWallet(index: number) {
  const hd = mnemonicToAccount(MNEMONIC, { addressIndex: index });
  const key = hd.getHdKey().privateKey;
  if (!key) throw new Error('no private key');
  const response = await fetch(inject('rpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [hd.address, toHex(10n ** 19n)],
    }),
  });
  if (!response.ok) throw new Error('anvil_setBalance failed');
  return { address: hd.address.toLowerCase() as Hex, privateKey: toHex(key) };
}

/** The owner switches the demo sale's stage, as they would from their own wallet. */
async function setSale(collection: string, stage: number) {
  const account = privateKeyToAccount(OWNER_KEY);
  const wallet = createWalletClient({ account, transport: http(inject('rpcUrl')) });
  const hash = await wallet.writeContract({
    chain: null,
    address: collection as Hex,
    abi: saleAbi,
    functionName: 'setSale',
    args: [stage, PRESALE_PRICE],
  });
  const client = createPublicClient({ transport: http(inject('rpcUrl')) });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error('setSale reverted');
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
  await page.getByRole('button', { name: 'Connect', exact: true }).waitFor({ state: 'detached' });
}

/** Screenshots wait for the collection's art, so they show the page as a person sees it. */
async function artLoaded(page: Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the mint page', () => {
  let collection: string;
  beforeAll(async () => {
    collection = await defaultCollectionAddress();
    await mkdir(SHOTS, { recursive: true });
  });

  describe('in the presale stage', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
    });
    afterAll(() => browser.close());

    it("leads from an empty wallet's Presale button to the mint page, mints 2 and lists them", async () => {
      const { page, context } = browser;
      const minter = await freshWallet(56);
      await installTestWallet(context, {
        rpcUrl: inject('rpcUrl'),
        chainId: 31337,
        privateKey: minter.privateKey,
      });
      await page.goto(`${inject('baseUrl')}/forge/${minter.address}`);
      await connect(page);
      await page.getByText('You have no token yet', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Presale' }).click();
      await page.waitForURL(/\/mint\/guardians$/);

      await page.getByRole('heading', { level: 1, name: 'Guardians' }).waitFor();
      await page.getByText('Presale', { exact: true }).waitFor();
      await page.getByText('0.01 ETH', { exact: true }).first().waitFor();
      await page.getByText('This wallet can mint in the presale.', { exact: false }).waitFor();
      await artLoaded(page);
      await page.screenshot({ path: `${SHOTS}/mint-1280.png`, fullPage: true });

      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await quantity.focus();
      await page.keyboard.press('ArrowUp');
      expect(await quantity.inputValue()).toBe('2');
      await page.getByText('0.02 ETH', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Mint', exact: true }).click();
      await page.getByText('Minted! 2 Guardians are yours.').waitFor({ timeout: 30_000 });

      // The indexer picks up the two Transfer logs, then the wallet page lists them.
      const deadline = Date.now() + 45_000;
      while ((await walletItems(minter.address, collection)).total < 2) {
        if (Date.now() > deadline) throw new Error('the indexer did not record the minted tokens');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await page.getByRole('link', { name: 'See your Guardians' }).click();
      await page.waitForURL(new RegExp(`/forge/${minter.address}$`, 'i'));
      const grid = page.getByRole('list', { name: 'Owned items' });
      await grid.getByRole('listitem').nth(1).waitFor({ timeout: 30_000 });
      expect(await grid.getByRole('listitem').count()).toBe(2);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${inject('baseUrl')}/mint/guardians`);
      await page.getByText('You can mint', { exact: false }).waitFor();
      await artLoaded(page);
      await page.screenshot({ path: `${SHOTS}/mint-390.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/mint-390-viewport.png` });
    });
  });

  describe('in the whitelist stage', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
    });
    afterAll(() => browser.close());

    it('tells a wallet that is not on the whitelist so, with the Mint button disabled', async () => {
      const { page, context } = browser;
      const stranger = await freshWallet(57);
      await installTestWallet(context, {
        rpcUrl: inject('rpcUrl'),
        chainId: 31337,
        privateKey: stranger.privateKey,
      });
      await setSale(collection, 1);
      try {
        await page.goto(`${inject('baseUrl')}/mint/guardians`);
        await connect(page);
        await page.getByText('Whitelist sale', { exact: true }).waitFor();
        await page.getByText('This wallet is not on the whitelist.', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Mint', exact: true }).isDisabled()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/mint-whitelist-1280.png`, fullPage: true });
      } finally {
        await setSale(collection, 2);
      }
    });
  });
});
