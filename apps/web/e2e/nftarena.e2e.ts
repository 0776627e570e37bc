import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { installTestWallet, TEST_WALLET_NAME } from './support/test-wallet.ts';
import { fundedWallet } from './support/trading.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** anvil mnemonic indexes 120–124 belong to this file: 120 is the artist, 121 the rival collector. */
const ARTIST_INDEX = 120;
const RIVAL_INDEX = 121;

type Submission = { _id: number; tweetId: string; text: string; token: { tokenId: string } | null };

async function getData<T>(urlPath: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${urlPath}`);
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const myClaim = (page: Page) => page.getByRole('region', { name: 'My claim' });

type Guardian = { name: string; id: string };

/** The first `count` Guardians nobody holds, as the page lists them. */
async function freeGuardians(page: Page, count: number): Promise<Guardian[]> {
  const free = page.locator('article[data-claim="claim"]');
  await free.nth(count - 1).waitFor();
  const found: Guardian[] = [];
  for (let i = 0; i < count; i++) {
    const name = (await free.nth(i).locator('h3').textContent()) ?? '';
    found.push({ name, id: (await free.nth(i).getAttribute('data-piece-id')) ?? '' });
  }
  return found;
}

/** Connects the test wallet from the navbar and signs in, as a person does. */
async function connectAndSign(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
  const sign = page.getByRole('banner').getByRole('button', { name: 'Sign', exact: true });
  await sign.click();
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/api/login/verify?chainId=31337')).status))
    .toBe(200);
}

async function claimButton(locator: Locator, name: string | RegExp) {
  const button = locator.getByRole('button', { name });
  await button.waitFor();
  return button;
}

describe('the NFT arena', () => {
  let artist: BrowserSession;
  let rival: BrowserSession;
  let held: Guardian = { name: '', id: '' };
  const xUser = `arena_${Date.now().toString(36)}`;

  beforeAll(async () => {
    const rpcUrl = inject('rpcUrl');
    artist = await openBrowser();
    rival = await openBrowser();
    const artistWallet = await fundedWallet(rpcUrl, ARTIST_INDEX);
    const rivalWallet = await fundedWallet(rpcUrl, RIVAL_INDEX);
    await installTestWallet(artist.context, { rpcUrl, chainId: 31337, privateKey: artistWallet.privateKey });
    await installTestWallet(rival.context, { rpcUrl, chainId: 31337, privateKey: rivalWallet.privateKey });
    signInAtDemoProvider(artist.context, xUser);
  });
  afterAll(async () => {
    await artist?.close();
    await rival?.close();
  });

  it('shows a visitor the arena, the stages, the Guardians, the form and a 10-question FAQ', async () => {
    const { page } = artist;
    await page.goto(`${inject('baseUrl')}/nftarena`);
    await page.getByRole('heading', { level: 1, name: 'Claim a Guardian. Draw it. Post it. Win.' }).waitFor();
    const stages = page.getByRole('region', { name: 'The Odyssey contests' }).getByRole('listitem');
    expect(await stages.allTextContents()).toEqual([
      expect.stringContaining('Golden Temple'),
      expect.stringContaining('Mystic Forest'),
      expect.stringContaining('Mystic River'),
      expect.stringContaining('Great Waterfall'),
    ]);
    expect(await stages.nth(3).textContent()).toContain('$5,000');
    await expect.poll(() => page.locator('article[data-claim]').count()).toBe(25);
    await myClaim(page).getByText('Connect your wallet to claim a Guardian').waitFor();

    const faq = page.getByRole('region', { name: 'Contest FAQ' });
    expect(await faq.getByRole('button').count()).toBe(10);
    const question = faq.getByRole('button', { name: 'Is AI art allowed?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'Is AI art allowed?' })
      .getByText(/No AI art is allowed/)
      .waitFor();
    await shootBothWidths(page, 'nftarena-visitor');

    // The grid is in the page (no box scrolling inside it); more come on the button, not on scroll,
    // so the form and the FAQ under it stay in reach.
    const grid = page.getByRole('region', { name: 'Claim a Guardian to draw' });
    expect(
      await grid.evaluate((section) =>
        [...section.querySelectorAll('*')].some((node) => {
          const style = getComputedStyle(node);
          return /auto|scroll/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1;
        }),
      ),
    ).toBe(false);
    await page.getByTestId('claim-more').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await page.locator('article[data-claim]').count()).toBe(25);
    await grid.getByRole('button', { name: 'Show more Guardians' }).click();
    await expect.poll(() => page.locator('article[data-claim]').count()).toBe(50);

    // Found by token id or by name, and narrowed to one Guardian, at a phone's width too.
    await page.setViewportSize({ width: 390, height: 844 });
    await grid.getByRole('searchbox', { name: 'Search by token id or name' }).fill('117');
    await expect
      .poll(() => grid.locator('article[data-claim] h3').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/#117$/)]));
    expect(await grid.locator('article[data-claim]').count()).toBeLessThan(25);
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(scrollsSideways).toBe(false);
    await grid.getByRole('searchbox', { name: 'Search by token id or name' }).fill('');
    await grid.getByLabel('Guardian', { exact: true }).selectOption('Suirin');
    // Suirin's Guardians only: fewer than the whole collection, a page of them shown.
    const everyone = 1200;
    const showing = grid.getByText(/^Showing [\d,]+ of [\d,]+ Guardians$/);
    const shownOf = async () =>
      Number(/of ([\d,]+)/.exec((await showing.textContent()) ?? '')?.[1]?.replaceAll(',', ''));
    await expect.poll(shownOf).toBeLessThan(everyone);
    expect(await shownOf()).toBeGreaterThan(0);
    await shootBothWidths(page, 'nftarena-claim-grid-suirin');
    await grid.getByLabel('Guardian', { exact: true }).selectOption('');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A visitor's claim opens the connect dialog first.
    const [first] = await freeGuardians(page, 1);
    await (await claimButton(card(page, first?.name ?? ''), 'Claim')).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('claims a Guardian, releases it by claiming it again, claims another; a rival cannot take it', async () => {
    const { page } = artist;
    await page.goto(`${inject('baseUrl')}/nftarena`);
    await connectAndSign(page);
    const [ga, gb] = await freeGuardians(page, 2);
    const a = ga?.name ?? '';
    const b = gb?.name ?? '';

    await (await claimButton(card(page, a), 'Claim')).click();
    await toastWith(page, 'Processing claim in progress...')
      .or(toastWith(page, 'Claim successfully!'))
      .first()
      .waitFor();
    await toastWith(page, 'Claim successfully!').waitFor();
    await claimButton(card(page, a), 'Yours — click to release');
    await myClaim(page).getByTestId('my-claim-name').filter({ hasText: a }).waitFor();
    await myClaim(page)
      .getByText(/Claims used:\s*1\s*of\s*3/)
      .waitFor();
    await toastWith(page, 'Claim successfully!').waitFor({ state: 'detached', timeout: 4_500 });

    await (await claimButton(card(page, a), 'Yours — click to release')).click();
    await toastWith(page, 'UnClaimed successfully!').waitFor();
    await claimButton(card(page, a), 'Claim');
    await myClaim(page).getByText('You hold no Guardian yet').waitFor();

    // The rival signs in and sees B free, then the artist takes it.
    await rival.page.goto(`${inject('baseUrl')}/nftarena`);
    await connectAndSign(rival.page);
    await myClaim(rival.page).getByText('You hold no Guardian yet').waitFor();
    await rival.page.waitForLoadState('networkidle');
    const rivalsB = await claimButton(card(rival.page, b), 'Claim');

    await (await claimButton(card(page, b), 'Claim')).click();
    await toastWith(page, 'Claim successfully!').waitFor();
    await claimButton(card(page, b), 'Yours — click to release');
    await myClaim(page).getByTestId('my-claim-name').filter({ hasText: b }).waitFor();
    await myClaim(page)
      .getByText(/Claims used:\s*2\s*of\s*3/)
      .waitFor();
    held = gb ?? held;
    await page.locator('#claim').scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'nftarena-claimed');

    // The rival's page still offers B: the server refuses, and the list refreshes.
    await rivalsB.click();
    await toastWith(rival.page, 'This Guardian is already claimed').waitFor();
    await claimButton(card(rival.page, b), /^Claimed by /);
    expect(await card(rival.page, b).getByRole('button').isDisabled()).toBe(true);
  });

  it('links X, refuses a link that is not an X post, then submits art that reaches the gallery', async () => {
    const { page } = artist;
    const form = page.getByRole('form', { name: 'Submit your art' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Link X' }).click();
    await page.waitForURL((url) => url.pathname === '/nftarena' && url.search === '', { timeout: 30_000 });
    await toastWith(page, 'Account linked successfully').waitFor();
    await form.getByText(`@${xUser}`).waitFor();

    const dir = await mkdtemp(path.join(os.tmpdir(), 'nftarena-'));
    try {
      const file = path.join(dir, 'koi-guardian.png');
      const png = await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 232, g: 182, b: 76 } },
      })
        .png()
        .toBuffer();
      await writeFile(file, png);

      await form.getByLabel('Link to your post on X').fill('https://example.com/not-a-post');
      await form.getByLabel(/^Your art/).setInputFiles(file);
      await form.getByRole('img', { name: 'Preview of your art' }).waitFor();
      await form.getByRole('button', { name: 'Submit art' }).click();
      await form.getByText('Paste the link of your post on X').waitFor();
      expect(await form.getByLabel('Link to your post on X').getAttribute('aria-invalid')).toBe('true');

      // The Guardian defaults to the one held.
      const heldId = held.id;
      await expect.poll(() => form.getByLabel('Guardian you drew').inputValue()).toBe(heldId);

      const tweetId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const text = `The ${held.name} over the Mystic Forest ${tweetId}`;
      await form
        .getByLabel('Link to your post on X')
        .fill(`https://x.com/${xUser.slice(0, 15)}/status/${tweetId}`);
      await form.getByLabel('About your art (optional)').fill(text);
      await shootBothWidths(page, 'nftarena-form');
      await form.getByRole('button', { name: 'Submit art' }).click();
      await toastWith(page, 'Your fan art is in the gallery!').waitFor({ timeout: 30_000 });
      expect(await form.getByLabel('Link to your post on X').inputValue()).toBe('');
      expect(await form.getByRole('img', { name: 'Preview of your art' }).count()).toBe(0);

      const { items: entries } = await getData<{ items: Submission[] }>(
        '/api/gallery/all?limit=100&sortBy=latest',
      );
      const entry = entries.find((s) => s.tweetId === tweetId);
      expect(entry?.text).toBe(text);
      expect(entry?.token?.tokenId).toBe(heldId);
      await page.locator(`[data-submission-id="${entry?._id}"]`).waitFor({ timeout: 15_000 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
