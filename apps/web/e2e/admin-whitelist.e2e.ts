import { mkdir } from 'node:fs/promises';
import { buildWhitelist } from '@guardians/contracts';
import { GuardianCollectionAbi } from '@guardians/contracts/abis';
import type { Sale } from '@guardians/shared/sale';
import type { Locator, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, type Hex, http, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress, walletItems } from './support/catalogue-api.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { nameRegExp, shownName } from './support/identity.ts';
import { signInOverApi } from './support/sign-in-over-api.ts';
import { mnemonicAccount, mnemonicKey, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { installTestWallet, switchTestWalletAccount } from './support/test-wallet.ts';
import { connectTestWallet, toastWith } from './support/trading-page.ts';

/** anvil #0 deploys the demo collections and owns their contracts (demo-deploy.ts). */
const CONTRACT_OWNER_INDEX = 0;
/** This file's mnemonic accounts (no other browser test uses 190–194): 190 is listed, 191 is not. */
const LISTED_INDEX = 190;
const STRANGER_INDEX = 191;
const OTHERS_LISTED = [192, 193];
const PRICE = '0.02';
const SHOTS = '/tmp/shots';

const addressOf = (index: number) => mnemonicAccount(index).address;
const lower = (index: number) => addressOf(index).toLowerCase() as Hex;

/** What an operator exports from a spreadsheet: a header, mixed case, a repeat and a typo. */
const CSV = [
  'address,note',
  `${addressOf(LISTED_INDEX)},early supporter`,
  `"${lower(OTHERS_LISTED[0] ?? 0)}",artist`,
  `${addressOf(OTHERS_LISTED[1] ?? 0)
    .toUpperCase()
    .replace('0X', '0x')};moderator`,
  `${lower(LISTED_INDEX)},listed twice`,
  '0x12345,typo',
  '',
].join('\n');
const LISTED = [LISTED_INDEX, ...OTHERS_LISTED].map(lower);

async function rpc(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(inject('rpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${method} answered ${response.status}`);
}

async function sale(collection: string, account: string): Promise<Sale> {
  const response = await fetch(`${inject('baseUrl')}/api/collections/${collection}/sale?account=${account}`);
  return ((await response.json()) as { data: Sale }).data;
}

/**
 * The panel at desktop and phone widths, under /tmp/shots (not the repository). The window is made
 * tall enough for the whole panel below the sticky navbar, which would otherwise cover its top.
 */
async function shootPanel(page: Page, panel: Locator, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1600 });
    await panel.evaluate((element) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, element.getBoundingClientRect().top - header - 16);
    });
    await page.waitForTimeout(300);
    await panel.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("a collection's whitelist from the operator console", () => {
  const baseUrl = inject('baseUrl');
  const chain = createPublicClient({ transport: http(inject('rpcUrl')) });
  const ownerAddress = lower(CONTRACT_OWNER_INDEX);
  let siteAdmin: BrowserSession;
  let owner: BrowserSession;
  let minter: BrowserSession;
  let collection: Hex;
  let found: ({ accounts: string[] } & Awaited<ReturnType<typeof onChain>>) | undefined;

  /** The contract's owner, root and sale, read from the chain itself. */
  const onChain = async () => {
    const contract = { address: collection, abi: GuardianCollectionAbi } as const;
    const [owner, root, stage, price] = await Promise.all([
      chain.readContract({ ...contract, functionName: 'owner' }),
      chain.readContract({ ...contract, functionName: 'merkleRoot' }),
      chain.readContract({ ...contract, functionName: 'saleStage' }),
      chain.readContract({ ...contract, functionName: 'price' }),
    ]);
    return { owner: owner.toLowerCase(), root, stage, price };
  };

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    collection = (await defaultCollectionAddress()).toLowerCase() as Hex;
    const before = await onChain();
    expect(before.owner).toBe(ownerAddress);

    // The site's owner (ADMIN_ACCOUNTS) makes the contract's owner an owner of the site too.
    siteAdmin = await openBrowser();
    await signInOverApi(siteAdmin.context, baseUrl, SITE_ADMIN_INDEX);
    const list = await siteAdmin.context.request.get(
      `${baseUrl}/api/admin/collections/${collection}/whitelist`,
    );
    const { accounts } = ((await list.json()) as { data: { accounts: string[] } }).data;
    found = { accounts, ...before };
    const grant = await siteAdmin.context.request.put(`${baseUrl}/api/admin/roles/${ownerAddress}/owner`);
    expect(grant.status()).toBe(200);

    for (const index of [LISTED_INDEX, STRANGER_INDEX])
      await rpc('anvil_setBalance', [lower(index), toHex(10n ** 19n)]);
    owner = await signedInBrowser(CONTRACT_OWNER_INDEX);
    minter = await openBrowser();
    await installTestWallet(minter.context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: mnemonicKey(LISTED_INDEX),
    });
  });

  afterAll(async () => {
    // The site is shared (mint.e2e.ts expects the demo's presale and list): put back what was found.
    if (found) {
      const put = await siteAdmin.context.request.put(
        `${baseUrl}/api/admin/collections/${collection}/whitelist`,
        { data: { accounts: found.accounts } },
      );
      if (put.status() !== 200) console.warn(`restoring the whitelist answered ${put.status()}`);
      const wallet = createWalletClient({
        account: mnemonicAccount(CONTRACT_OWNER_INDEX),
        transport: http(inject('rpcUrl')),
      });
      const calls = [
        { functionName: 'setMerkleRoot', args: [found.root] },
        { functionName: 'setSale', args: [found.stage, found.price] },
      ] as const;
      for (const call of calls) {
        const hash = await wallet.writeContract({
          chain: null,
          address: collection,
          abi: GuardianCollectionAbi,
          ...call,
        } as never);
        const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
        if (receipt.status !== 'success') console.warn(`restoring with ${call.functionName} reverted`);
      }
    }
    await siteAdmin?.context.request.delete(`${baseUrl}/api/admin/roles/${ownerAddress}/owner`);
    await siteAdmin?.close();
    await owner?.close();
    await minter?.close();
  });

  it('the contract owner uploads a CSV, sees the root and signs it, then opens the whitelist stage', async () => {
    const { page } = owner;
    await openConsoleFromMenu(page, ownerAddress);
    await consoleNav(page).getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Manage Guardians', exact: true }).click();
    await page.getByRole('heading', { name: 'Guardians', level: 2 }).waitFor();

    const panel = page.getByRole('region', { name: 'Whitelist' });
    await panel.getByText(`${found?.accounts.length} addresses are on the list.`).waitFor();
    await panel.getByLabel('Replace the list with a CSV file').setInputFiles({
      name: 'whitelist.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    const review = panel.getByRole('region', { name: 'The chosen file' });
    await review
      .getByText(
        /^3 addresses ready to save \(the header line was skipped; 1 address listed twice was kept once\)\.$/,
      )
      .waitFor();
    expect(await review.getByRole('alert').textContent()).toMatch(
      /1 line is not an address[\s\S]*Line 6: 0x12345,typo/,
    );
    await shootPanel(page, panel, 'admin-whitelist-review');

    await review
      .getByRole('button', { name: `Replace the list of ${found?.accounts.length} with 3 addresses` })
      .click();
    await toastWith(page, 'Whitelist saved: 3 addresses').waitFor();
    await panel.getByText('3 addresses are on the list.').waitFor();
    const root = buildWhitelist(LISTED).root;
    expect(await panel.getByTestId('whitelist-root').textContent()).toBe(root);
    await panel.getByText(/^The contract still has another root/).waitFor();
    const setRoot = panel.getByRole('button', { name: 'Set root on chain' });
    await setRoot.waitFor();
    await shootPanel(page, panel, 'admin-whitelist-root');

    await setRoot.click();
    await toastWith(page, 'The whitelist root is set on chain.').waitFor({ timeout: 20_000 });
    await panel.getByText('The contract has this root: the whitelist on chain is up to date.').waitFor();
    expect(await setRoot.count()).toBe(0);
    expect((await onChain()).root).toBe(root);

    const salePanel = page.getByRole('region', { name: 'Sale' });
    await salePanel.getByRole('radio', { name: /^Whitelist only/ }).check();
    await salePanel.getByRole('textbox', { name: 'Price per token (ETH)' }).fill(PRICE);
    await salePanel.getByRole('button', { name: 'Update the sale' }).click();
    const dialog = page.getByRole('dialog', { name: `Set the sale to Whitelist only at ${PRICE} ETH?` });
    await dialog.getByRole('button', { name: 'Send the transaction' }).click();
    await toastWith(page, `The sale is now Whitelist only at ${PRICE} ETH.`).waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached' });
    await salePanel.getByText(`Now: Whitelist only at ${PRICE} ETH`).waitFor();
    expect((await onChain()).stage).toBe(1);
  });

  it('a listed wallet finds the mint page from its profile and mints in the whitelist stage', async () => {
    const { page } = minter;
    const address = lower(LISTED_INDEX);
    await page.goto(baseUrl);
    await connectTestWallet(page, address);
    await page
      .getByRole('banner')
      .getByRole('button', { name: nameRegExp(await shownName(address)) })
      .click();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByText('You have no token yet', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Presale' }).click();
    await page.waitForURL(/\/mint\/guardians$/);

    await page.getByText('Whitelist sale', { exact: true }).waitFor();
    await page.getByText(`${PRICE} ETH`, { exact: true }).first().waitFor();
    await page.getByText('This wallet is on the whitelist.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Mint', exact: true }).click();
    await toastWith(page, 'Minted! The Guardian is yours.').waitFor({ timeout: 30_000 });
    await page.getByText('Your new Guardian is on its way to your wallet.').waitFor();
    expect((await sale(collection, address)).account).toMatchObject({ minted: 1, eligible: true });

    // The indexer records the Transfer; then the wallet's page lists the new token as theirs.
    await expect
      .poll(async () => (await walletItems(address, collection)).total, { timeout: 45_000, interval: 500 })
      .toBe(1);
    await page.getByRole('link', { name: 'See your Guardians' }).click();
    await page.waitForURL(new RegExp(`/forge/${address}$`, 'i'));
    const grid = page.getByRole('list', { name: 'Owned items' });
    await grid.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    expect(await grid.getByRole('listitem').count()).toBe(1);
  }, 120_000);

  it('a wallet that is not on the list is told so, and its Mint button stays disabled', async () => {
    const { page } = minter;
    await page.goto(`${baseUrl}/mint/guardians`);
    await page.getByText('This wallet is on the whitelist.', { exact: false }).waitFor();
    await switchTestWalletAccount(page, mnemonicKey(STRANGER_INDEX));
    await page.getByText('This wallet is not on the whitelist.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mint', exact: true }).isDisabled()).toBe(true);
    const refused = (await sale(collection, lower(STRANGER_INDEX))).account;
    expect(refused).toMatchObject({ eligible: false, remaining: 0, proof: [] });
    expect(refused?.reason).toBe('This wallet is not on the whitelist.');
  });
});
