import { shortenAddress } from '@guardians/shared/common';
import { createPublicClient, erc20Abi, http } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { installTestWallet } from './support/test-wallet.ts';
import { fundedWallet } from './support/trading.ts';
import { connectTestWallet, shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil's mnemonic, index 105: this file's collector (no other browser test uses it). */
const WALLET_INDEX = 105;
/** Coins claimed on chain: part of the quest's reward, with cents, so the rest stays in the ledger. */
const CLAIM = 12.5;

type Quest = { _id: number; slug: string | null; points: number };
type Token = { tokenAddress: `0x${string}`; symbol: string };

async function getData<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const coins = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('the coin journey', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  let browser: BrowserSession;
  let wallet: Awaited<ReturnType<typeof fundedWallet>>;
  let quest: Quest;
  let token: Token;

  beforeAll(async () => {
    wallet = await fundedWallet(rpcUrl, WALLET_INDEX);
    const quests = await getData<{ items: Quest[] }>(`${baseUrl}/api/quests/all?offset=0&limit=100`);
    const linkX = quests.items.find((q) => q.slug === 'link-x');
    if (!linkX) throw new Error('the seeded "Link your X" quest is missing');
    quest = linkX;
    const {
      items: [claimToken],
    } = await getData<{ items: Token[] }>(`${baseUrl}/api/swaps/supported-tokens`);
    if (!claimToken) throw new Error('no supported token to claim into');
    token = claimToken;
    browser = await openBrowser();
    await installTestWallet(browser.context, { rpcUrl, chainId: 31337, privateKey: wallet.privateKey });
    signInAtDemoProvider(browser.context, `coiner_${Date.now().toString(36)}`);
  });
  afterAll(() => browser?.close());

  it('link X -> complete the X quest -> coins in the navbar -> quest leaderboard -> claim on chain -> balances and swap leaderboard follow', async () => {
    const { page } = browser;
    const short = shortenAddress(wallet.address);
    const reward = quest.points;

    // The quest page: connect, then 'Link X' asks for the signature and goes to X and back.
    await page.goto(`${baseUrl}/quests/${quest._id}`);
    await connectTestWallet(page, wallet.address);
    await page.getByRole('button', { name: 'Link X', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/quests/${quest._id}` && url.search === '', {
      timeout: 30_000,
    });
    await toastWith(page, 'Account linked successfully').waitFor();

    // Completing it is verified by the server (POST /api/quests/users/{questId}) and pays the coins.
    const completed = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/quests/users/${quest._id}`) && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Complete quest' }).click();
    expect((await completed).status()).toBe(200);
    await page.getByTestId('quest-completed').waitFor();

    // The navbar's coin balance shows the reward with 2 decimals and leads to /swaps.
    const balanceLink = page.getByRole('banner').getByRole('link', { name: /^Coin balance/ });
    await expect
      .poll(() => balanceLink.getAttribute('aria-label'))
      .toBe(`Coin balance: ${coins(reward)} coins`);

    // The quest leaderboard counts the collector (no username: the shortened address).
    // Rows come 25 at a time as the sentinel under the table scrolls into view.
    await page.goto(`${baseUrl}/quests/leaderboard`);
    const mine = page.getByTestId('leaderboard-row').filter({ hasText: short });
    await page.getByTestId('leaderboard-row').first().waitFor();
    for (let pageCount = 0; (await mine.count()) === 0 && pageCount < 40; pageCount++) {
      await page.getByTestId('leaderboard-sentinel').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
    }
    await mine.waitFor();
    expect(await mine.getByTestId('you-tag').count()).toBe(1);
    expect(await mine.textContent()).toContain(coins(reward));

    // /swaps from the navbar: the ledger balance, the contract's values, nothing in the wallet yet.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Coin balance/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/swaps');
    await expect.poll(() => page.getByTestId('swaps-coin-balance').textContent()).toBe(coins(reward));
    await expect
      .poll(() => page.getByTestId('swaps-wallet-balance').textContent())
      .toBe(`0.00 ${token.symbol}`);
    await expect.poll(() => page.getByTestId('claim-period').textContent()).toBe('1 day');
    await expect.poll(() => page.getByTestId('claim-next').textContent()).toBe('Now');
    // The coin history already lists the reward; the claim below must appear without a reload.
    const historyRows = page
      .getByRole('region', { name: 'Coin history' })
      .getByRole('table', { name: 'Your coin history, newest first' })
      .getByRole('row');
    await expect.poll(() => historyRows.count()).toBe(2);
    await shootBothWidths(page, 'swaps-before-claim');

    // The amount is checked as it is typed; Claim stays off until it can be claimed.
    const amount = page.getByLabel('Amount to claim');
    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    const problem = page.getByRole('region', { name: 'Claim on chain' }).getByRole('alert');
    expect(await claim.isDisabled()).toBe(true);
    for (const [typed, message] of [
      [String(reward + 1), 'You do not have enough coins for this claim'],
      ['abc', 'Enter an amount of coins greater than 0, with at most 2 decimals'],
      ['0', 'Enter an amount of coins greater than 0, with at most 2 decimals'],
    ] as const) {
      await amount.fill(typed);
      await expect.poll(() => problem.textContent()).toBe(message);
      expect(await claim.isDisabled()).toBe(true);
    }

    // Max is capped by the balance; then claim part of it, with no error shown while it lands.
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect.poll(() => amount.inputValue()).toBe(reward.toFixed(2));
    await amount.fill(String(CLAIM));
    expect(await problem.count()).toBe(0);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { claimAlerts: string[] }).claimAlerts = seen;
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll('form [role="alert"]'))
          seen.push(alert.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await claim.click();
    await toastWith(page, 'Processing claim in progress...').waitFor();
    await toastWith(page, 'Claim successfully!').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { claimAlerts: string[] }).claimAlerts)).toEqual(
      [],
    );

    // The chain holds the coins; the page, the navbar and the swap leaderboard say so.
    const chain = createPublicClient({ transport: http(rpcUrl) });
    const onChain = await chain.readContract({
      address: token.tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.address],
    });
    expect(onChain).toBe(BigInt(CLAIM * 100) * 10n ** 16n);
    await expect
      .poll(() => page.getByTestId('swaps-wallet-balance').textContent())
      .toBe(`${coins(CLAIM)} ${token.symbol}`);
    await expect.poll(() => page.getByTestId('swaps-coin-balance').textContent()).toBe(coins(reward - CLAIM));
    await expect
      .poll(() => page.getByTestId('claim-claimed').textContent())
      .toBe(`${coins(CLAIM)} ${token.symbol}`);
    await expect
      .poll(() => balanceLink.getAttribute('aria-label'))
      .toBe(`Coin balance: ${coins(reward - CLAIM)} coins`);
    const row = page
      .getByRole('region', { name: 'Swap leaderboard' })
      .getByRole('row')
      .filter({ hasText: short });
    await expect.poll(() => row.count()).toBe(1);
    // The name is the row's header cell, between the rank and the amounts.
    expect(await row.locator('td, th').allTextContents()).toEqual([
      expect.stringMatching(/^\d+$/),
      // Initials stand in for the avatar of a wallet without a picture; then the name and "you".
      expect.stringMatching(new RegExp(`^[0-9A-F]{2}${short}you$`, 'i')),
      coins(CLAIM),
      '1',
    ]);
    // The owner's coin history: the claim on top, then the quest's reward (newest first).
    await expect.poll(() => historyRows.count()).toBe(3);
    const claimCells = await historyRows.nth(1).getByRole('cell').allTextContents();
    const questCells = await historyRows.nth(2).getByRole('cell').allTextContents();
    expect(claimCells.slice(1)).toEqual(['Claimed on chain', `-${coins(CLAIM)}`]);
    expect(questCells.slice(1)).toEqual(['Quest: Link your X', `+${coins(reward)}`]);
    // Spec 9 dates: 'Sun, Nov 22, 2026, 8:23 PM'.
    for (const date of [claimCells[0], questCells[0]]) {
      expect(date).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
    }
    // The toast closes by itself after 3000 ms in the claim flow.
    await toastWith(page, 'Claim successfully!').waitFor({ state: 'detached', timeout: 4_500 });
    await shootBothWidths(page, 'swaps-after-claim');
  });
});
