import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { installTestWallet } from './support/test-wallet.ts';
import { connectTestWallet, shootBothWidths, toastWith } from './support/trading-page.ts';

const VAULT = path.resolve(import.meta.dirname, '../../../content/vault');
const FREE_ASSET = { title: 'Koi Gate phone wallpaper', file: 'guardian-phone-wallpaper.png' };

/*
 * Issue 27: the whole social loop as a person does it on the site as `npm start` runs it, with no X
 * or Discord app (the suite's site): X and Discord are linked at the demo's own providers. Every page
 * is reached by clicking from the home page, the navbar or the account menu.
 */
describe('the social loop on a site with no X or Discord app', () => {
  const baseUrl = inject('baseUrl');
  const run = Date.now().toString(36);
  const xHandle = `loop_${run}`;
  const discordHandle = `loopd_${run}`;
  let browser: BrowserSession;
  let address: string;
  let dir: string;

  beforeAll(async () => {
    browser = await openBrowser();
    // A wallet no one has used: no coins, no links, no likes.
    const account = await installTestWallet(browser.context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: generatePrivateKey(),
    });
    address = account.address;
    signInAtDemoProvider(browser.context, xHandle, 'twitter');
    signInAtDemoProvider(browser.context, discordHandle, 'discord');
    dir = await mkdtemp(path.join(os.tmpdir(), 'social-loop-'));
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const main = () => browser.page.getByRole('main');
  const nav = (name: string) =>
    browser.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  async function openProfile() {
    const { page } = browser;
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^0x[0-9a-f]{4}…[0-9a-f]{4}$/i })
      .click();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === `/forge/${address.toLowerCase()}`);
  }

  it('connect → sign → link X and Discord → like → love fan art → submit fan art → vault download → X quest → coins and your rank', async () => {
    const { page } = browser;
    await page.goto(baseUrl);
    await main().getByRole('heading', { level: 1 }).waitFor();

    // Connect the wallet, then sign in by signing the message.
    await connectTestWallet(page, address);
    const sign = page.getByRole('banner').getByRole('button', { name: 'Sign', exact: true });
    await sign.click();
    await sign.waitFor({ state: 'detached' });

    // The account menu leads to the profile; X and Discord link at the demo providers and come back.
    await openProfile();
    await main().getByRole('button', { name: 'Connect X' }).click();
    await toastWith(page, 'Account linked successfully').waitFor({ timeout: 30_000 });
    await main().getByText(`@${xHandle}`, { exact: true }).waitFor();
    await main().getByRole('button', { name: 'Connect Discord' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/forge/') && url.search === '', {
      timeout: 30_000,
    });
    await main().getByText(`@${discordHandle}`, { exact: true }).waitFor();
    await shootBothWidths(page, 'social-loop-profile');

    // Like the first item on /explore.
    await nav('Explore').click();
    await page.waitForURL('**/explore');
    await main().getByRole('list', { name: 'Items', exact: true }).getByRole('link').first().click();
    await page.waitForURL(/\/explore\/\d+$/);
    const like = page.getByTestId('like-button');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toMatch(/^\d+$/);
    const likes = Number(await page.getByTestId('like-count').textContent());
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe(String(likes + 1));

    // Love the first piece of fan art in the gallery.
    await nav('Gallery').click();
    await page.waitForURL('**/gallery');
    const piece = main().getByTestId('submission-card').first();
    const love = piece.getByTestId('love-button');
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe('false');
    const loves = Number(await piece.getByTestId('love-count').textContent());
    await love.click();
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => piece.getByTestId('love-count').textContent()).toBe(String(loves + 1));

    // Submit fan art from the contest page the gallery points to; it appears in the gallery.
    await main().getByRole('link', { name: 'Join the contest' }).click();
    await page.waitForURL('**/nftarena');
    const form = page.getByRole('form', { name: 'Submit your art' });
    await form.scrollIntoViewIfNeeded();
    await form.getByText(`@${xHandle}`).waitFor();
    const file = path.join(dir, 'my-guardian.png');
    await writeFile(
      file,
      await sharp({ create: { width: 360, height: 240, channels: 3, background: '#5b3b8c' } })
        .png()
        .toBuffer(),
    );
    const postId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const words = `Loop art ${run}`;
    await form.getByLabel('Link to your post on X').fill(`https://x.com/${xHandle}/status/${postId}`);
    await form.getByLabel('About your art (optional)').fill(words);
    await form.getByLabel(/^Your art/).setInputFiles(file);
    await form.getByRole('img', { name: 'Preview of your art' }).waitFor();
    await form.getByRole('button', { name: 'Submit art' }).click();
    await toastWith(page, 'Your fan art is in the gallery!').waitFor({ timeout: 30_000 });
    await nav('Gallery').click();
    await page.waitForURL('**/gallery');
    await expect.poll(() => main().getByLabel('Sort by').inputValue()).toBe('latest');
    await main()
      .getByTestId('submission-card')
      .filter({ hasText: `@${xHandle}` })
      .first()
      .waitFor();

    // The vault, from the profile: the free asset downloads with its exact bytes.
    await openProfile();
    await main().getByRole('button', { name: 'Vault' }).click();
    await page.waitForURL((url) => url.pathname === '/vault');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${FREE_ASSET.title}` }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(FREE_ASSET.file);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(await readFile(path.join(VAULT, FREE_ASSET.file)))).toBe(true);

    // The X quest, from the quests page: completed, its coins paid.
    await nav('Quests').click();
    await page.waitForURL('**/quests');
    await main().getByTestId('quest-card').filter({ hasText: 'Link your X' }).first().click();
    await page.waitForURL(/\/quests\/\d+$/);
    await page.getByRole('button', { name: 'Complete quest' }).click();
    await toastWith(page, /^Quest completed! \+50 coins/).waitFor();
    await page.getByTestId('quest-completed').waitFor();

    // The coins in the navbar, and "your rank" on the quests page's leaderboard.
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Coin balance/ })
          .getAttribute('aria-label'),
      )
      .toBe('Coin balance: 50.00 coins');
    await nav('Quests').click();
    await page.waitForURL('**/quests');
    const mine = main().getByTestId('your-rank');
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Your rank');
    expect(await mine.textContent()).toContain('You');
    expect(await mine.textContent()).toContain('50.00');
    expect(Number(await mine.locator('td').first().textContent())).toBeGreaterThan(0);
    await shootBothWidths(page, 'social-loop-your-rank');
  });
});
