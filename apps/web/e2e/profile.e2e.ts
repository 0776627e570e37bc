import { randomBytes } from 'node:crypto';
import { shortenAddress } from '@guardians/shared/common';
import pg from 'pg';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { installTestWallet } from './support/test-wallet.ts';

// Keys of our own, so other specs' users and sessions never meet these.
const OWNER_KEY: Hex = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e';
const OTHER_KEY: Hex = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356';

const TAKEN = 'username has already been taken!';
const AVAILABLE = 'username is available';

/** A short name nobody has used in this run (usernames are unique in any letter case). */
function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`;
}

/** Another wallet already chose this name: arranged straight in the database, as seed data would be. */
async function createUserWithUsername(username: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const account = `0x${randomBytes(20).toString('hex')}`;
    await client.query('insert into users (account, username) values ($1, $2)', [account, username]);
  } finally {
    await client.end();
  }
}

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
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forge' }).click();
  await page.waitForURL(`**/forge/${address.toLowerCase()}`);
}

describe('the wallet profile and its editor', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('saves a username, a Guardian and an avatar, and the header shows them after a reload', async () => {
    const account = await installTestWallet(browser.context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: OWNER_KEY,
    });
    const { page } = browser;
    await signInAndOpenForge(page, account.address);
    // A wallet without a profile yet: named by its shortened address, full address to copy, both
    // checksummed (the one casing the site shows), and tagged as the signed-in person's own.
    await page.getByRole('heading', { level: 1, name: shortenAddress(account.address) }).waitFor();
    await page.getByText(account.address, { exact: true }).waitFor();
    await page.getByRole('main').getByTestId('you-tag').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByText('Update your profile and choose your Guardian').waitFor();
    expect(new URL(page.url()).searchParams.get('edit')).toBe('true');

    const username = uniqueName('Koi');
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByText(AVAILABLE).waitFor();
    await dialog.getByLabel('Location', { exact: true }).fill('Mystic River');

    const homura = dialog.getByRole('button', { name: 'Homura' });
    await homura.click();
    expect(await homura.getAttribute('aria-pressed')).toBe('true');

    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 232, g: 182, b: 76 } },
    })
      .png()
      .toBuffer();
    await dialog.getByLabel('Avatar', { exact: true }).setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: png,
    });
    // The picked file shows at once in the preview.
    const preview = dialog.getByRole('img', { name: 'Picture preview' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('changes saved!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false);

    // The account menu names the person by their new username at once.
    await page.getByRole('banner').getByRole('button', { name: username }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: username }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: username }).waitFor();
    const avatar = page.getByRole('img', { name: `Avatar of ${username}` });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/\/api\/media\/[0-9a-f]+\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const guardian = page.getByRole('img', { name: 'Guardian Homura' });
    await guardian.waitFor();
    expect(await guardian.getAttribute('src')).toBe('/guardians/homura.svg');
    await page.getByText('Mystic River').waitFor();
  });

  it('tells another wallet a name is taken in any letter case, after the pause, and blocks Save', async () => {
    const taken = uniqueName('Dragon');
    await createUserWithUsername(taken);
    const account = await installTestWallet(browser.context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: OTHER_KEY,
    });
    const { page } = browser;
    await signInAndOpenForge(page, account.address);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isEnabled()).toBe(true);

    await dialog.getByLabel('Username', { exact: true }).fill(taken.toLowerCase());
    // Debounced: no verdict right away, and Save waits for it.
    expect(await dialog.getByText(TAKEN).count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByText(TAKEN).waitFor();
    expect(await save.isDisabled()).toBe(true);

    await dialog.getByLabel('Username', { exact: true }).fill(uniqueName('Scale'));
    await dialog.getByText(AVAILABLE).waitFor();
    expect(await save.isEnabled()).toBe(true);

    // Escape closes the editor and takes the flag out of the URL.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false);
  });
});
