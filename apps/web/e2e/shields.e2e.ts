import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { installTestWallet } from './support/test-wallet.ts';

const SHOTS = '/tmp/shots';

/** Connect, Sign, then open the Forge from the navbar, as a person does. */
async function signInAndOpenForge(page: Page, address: string): Promise<void> {
  await page.goto(inject('baseUrl'));
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click();
  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  await sign.click();
  await sign.waitFor({ state: 'detached' });
  await page.goto(`${inject('baseUrl')}/forge/${address.toLowerCase()}`);
}

describe('the shields strip on the wallet page', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  describe('at 1280 px', () => {
    beforeEach(async () => {
      browser = await openBrowser({ width: 1280, height: 900 });
    });

    it('shows the earned shield, downloads it as a PNG, locks the rest and lists every shield', async () => {
      const account = await installTestWallet(browser.context, {
        rpcUrl: inject('rpcUrl'),
        chainId: 31337,
        privateKey: generatePrivateKey(),
      });
      const { page } = browser;
      await signInAndOpenForge(page, account.address);

      const strip = page.getByRole('region', { name: 'Your Shields' });
      await strip.getByRole('heading', { name: 'Your Shields' }).waitFor();
      const early = strip.getByRole('button', { name: 'Early Supporter', exact: true });
      await early.waitFor();
      // A fresh wallet holds no Guardians: the holder shield is not in its strip.
      expect(await strip.getByRole('button', { name: 'Guardian Keeper' }).count()).toBe(0);
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/shields-strip-1280.png` });

      // The name shows on hover.
      await early.hover();
      await strip.getByText('Early Supporter', { exact: true }).waitFor({ state: 'visible' });

      await early.click();
      const modal = page.getByRole('dialog', { name: 'Early Supporter' });
      await modal.getByText(/^Account #\d+ to join, among the first 1000$/).waitFor();
      await modal.getByText(/Earned on/).waitFor();
      await page.screenshot({ path: `${SHOTS}/shield-modal-1280.png` });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        modal.getByRole('link', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Early Supporter.png');
      const file = await readFile(await download.path());
      expect(file.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'detached' });

      // The synthetic entry lists every shield with its state; an unearned one cannot be downloaded.
      await strip.getByRole('button', { name: 'All Shields' }).click();
      const all = page.getByRole('dialog', { name: 'All Shields' });
      await all.getByText(/^1 of \d+ unlocked$/).waitFor();
      const total = Number(
        (
          await all
            .getByText(/unlocked$/)
            .first()
            .textContent()
        )?.match(/of (\d+)/)?.[1],
      );
      const response = await page.request.get(`${inject('baseUrl')}/api/shields/all?limit=100`);
      const every = (await response.json()).data.items as { name: string }[];
      expect(total).toBe(every.length);
      expect(every.length).toBeGreaterThanOrEqual(5);
      for (const shield of every)
        await all.getByRole('button', { name: new RegExp(`^${shield.name}`) }).waitFor();
      await page.screenshot({ path: `${SHOTS}/all-shields-1280.png` });

      await all.getByRole('button', { name: /^Forge Champion/ }).click();
      const locked = page.getByRole('dialog', { name: 'Forge Champion' });
      await locked.getByText('Unlock to download!').waitFor();
      expect(await locked.getByRole('link', { name: 'Download' }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/locked-shield-1280.png` });
      await locked.getByRole('button', { name: 'Close' }).click();
      await locked.waitFor({ state: 'detached' });

      // Another wallet's page: its shields, but no 'Your Shields'.
      const other = `0x${randomBytes(20).toString('hex')}`;
      expect((await page.request.post(`${inject('baseUrl')}/api/users/new/${other}`)).ok()).toBe(true);
      await page.goto(`${inject('baseUrl')}/forge/${other}`);
      const theirs = page.getByRole('region', { name: 'Shields' });
      await theirs.getByRole('button', { name: 'Early Supporter', exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your Shields' }).count()).toBe(0);
    });
  });

  describe('at 390 px', () => {
    beforeEach(async () => {
      browser = await openBrowser({ width: 1280, height: 900 });
    });

    it('fits a phone: the strip and the modal with its Download', async () => {
      const { page } = browser;
      const owner = await installTestWallet(browser.context, {
        rpcUrl: inject('rpcUrl'),
        chainId: 31337,
        privateKey: generatePrivateKey(),
      });
      await signInAndOpenForge(page, owner.address);
      await page.setViewportSize({ width: 390, height: 844 });
      const strip = page.getByRole('region', { name: 'Your Shields' });
      await strip.getByRole('button', { name: 'Early Supporter' }).waitFor();
      await mkdir(SHOTS, { recursive: true });
      await strip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/shields-strip-390.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await strip.getByRole('button', { name: 'Early Supporter' }).click();
      const modal = page.getByRole('dialog', { name: 'Early Supporter' });
      await modal.getByRole('link', { name: 'Download' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/shield-modal-390.png` });
      await modal.getByRole('button', { name: 'Close' }).click();
      await strip.getByRole('button', { name: 'All Shields' }).click();
      await page
        .getByRole('dialog', { name: 'All Shields' })
        .getByText(/unlocked$/)
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/all-shields-390.png` });
    });
  });
});
