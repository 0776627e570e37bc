import { shortenAddress } from '@guardians/shared/common';
import { createPublicClient, type Hex, http, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { nameRegExp, shownName } from './support/identity.ts';
import { installTestWallet, TEST_WALLET_NAME } from './support/test-wallet.ts';

const erc721BalanceAbi = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

describe('connecting a wallet', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('connects a browser wallet found through EIP-6963 and shows the shortened address', async () => {
    const account = await installTestWallet(browser.context, { rpcUrl: inject('rpcUrl'), chainId: 31337 });
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    const short = nameRegExp(await shownName(account.address));
    await page.getByRole('button', { name: short }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect', exact: true }).count()).toBe(0);

    // The session with the wallet survives a reload.
    await page.reload();
    await page.getByRole('button', { name: short }).waitFor();
  });
});

describe('the burner wallet on the local chain', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('lets a person without a wallet connect, funds it, and keeps it across reloads', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Burner wallet' })
      .click();

    const key = await page.evaluate(() => localStorage.getItem('guardians.burner-key'));
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    const { address } = privateKeyToAccount(key as Hex);
    const accountButton = page.getByRole('button', { name: new RegExp(shortenAddress(address)) });
    await accountButton.waitFor();

    const chain = createPublicClient({ transport: http(inject('rpcUrl')) });
    await expect.poll(() => chain.getBalance({ address }), { timeout: 15_000 }).toBeGreaterThan(0n);
    // ...and it holds a few tokens of the default demo collection to try things with.
    const collection = (await (await fetch(`${inject('baseUrl')}/api/defaultCollection`)).json()).data
      .tokenAddress;
    const held = await chain.readContract({
      address: collection,
      abi: erc721BalanceAbi,
      functionName: 'balanceOf',
      args: [address],
    });
    expect(held).toBeGreaterThan(0n);

    await page.reload();
    await accountButton.waitFor();
  });
});
