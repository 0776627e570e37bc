import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import {
  collectionItems,
  defaultCollectionAddress,
  waitForTraits,
  walletItems,
} from './support/catalogue-api.ts';
import { mnemonicAccount, mnemonicKey } from './support/site-admin.ts';
import { updateSiteConfig } from './support/site-config-db.ts';
import { installTestWallet } from './support/test-wallet.ts';

describe('the wallet page tabs', () => {
  let browser: BrowserSession;
  let collection: string;
  beforeAll(async () => {
    browser = await openBrowser();
    collection = await defaultCollectionAddress();
    await waitForTraits(collection);
  });
  afterEach(() => updateSiteConfig({ launch_stage: 'post' }));
  afterAll(() => browser.close());

  it("lists a demo wallet's tokens in the owned tab, and searches them", async () => {
    const { page } = browser;
    const first = (await collectionItems(collection, {}, 0, 1)).assets[0];
    const owner = first?.owner;
    if (!first || !owner) throw new Error('token 1 has no owner');
    const owned = await walletItems(owner, collection);
    expect(owned.total).toBeGreaterThan(0);

    await page.goto(`${inject('baseUrl')}/forge/${owner}`);
    const tab = page.getByRole('tab', { name: 'Owned' });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const grid = page.getByRole('list', { name: 'Owned items' });
    await grid.getByRole('listitem').first().waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(Math.min(owned.total, 50));
    // Single mode: a card leads to the item under /explore.
    const link = grid.getByRole('link', { name: first.name ?? `#${first.tokenId}`, exact: true });
    expect(await link.getAttribute('href')).toBe(`/explore/${first.tokenId}`);

    const search = page.getByRole('searchbox', { name: 'Search by name or power' });
    await search.fill('JADE');
    const jade = await walletItems(owner, collection, 'jade');
    expect(jade.total).toBeLessThan(owned.total);
    await page.getByText(`${jade.total} ${jade.total === 1 ? 'item' : 'items'}`, { exact: true }).waitFor();
    await page.locator('ul[aria-label="Owned items"][aria-busy="false"]').waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(Math.min(jade.total, 50));
  });

  it("shows 'You have no token yet' with a Presale button for a wallet with nothing, and the liked tab", async () => {
    const { page } = browser;
    const nobody = `0x${randomBytes(20).toString('hex')}`;
    await page.goto(`${inject('baseUrl')}/forge/${nobody}`);
    await page.getByText('You have no token yet', { exact: true }).waitFor();
    // The demo collection's presale page is this site's mint page.
    expect(await page.getByRole('link', { name: 'Presale' }).getAttribute('href')).toBe('/mint/guardians');

    await page.getByRole('tab', { name: 'Liked' }).click();
    await page.getByText("You don't have any liked arts.", { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('liked');
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: 'Explore', exact: true })
        .getAttribute('href'),
    ).toBe('/explore');

    await page.goto(`${inject('baseUrl')}/forge/${nobody}?tab=shields`);
    await page.getByText('You have no token yet', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Owned' }).getAttribute('aria-selected')).toBe('true');
  });

  it('replaces the tabs with the Quests promo before the post launch stage', async () => {
    const { page } = browser;
    await updateSiteConfig({ launch_stage: 'pre' });
    const nobody = `0x${randomBytes(20).toString('hex')}`;
    await page.goto(`${inject('baseUrl')}/forge/${nobody}`);
    await page.getByRole('heading', { name: 'Quests', exact: true }).waitFor();
    await page.getByText('Support our community and earn Animecoin!', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Take the Quests' }).getAttribute('href')).toBe('/quests');
    expect(await page.getByRole('tablist').count()).toBe(0);
  });

  it('shows the owner the sell explainer for where they stand: connected, then signed in, an item listed', async () => {
    const { context, page } = browser;
    // A demo seller: the owner of the cheapest listed item, one of the local chain's dev accounts.
    const cheapest = await fetch(
      `${inject('baseUrl')}/api/collections/${collection}?limit=1&sortBy=price_asc&withPrices=true`,
    ).then((r) => r.json() as Promise<{ data: { assets: { tokenId: string; owner: string }[] } }>);
    const listed = cheapest.data.assets[0];
    if (!listed) throw new Error('the demo has no listed item');
    const index = Array.from({ length: 20 }, (_, i) => i).find(
      (i) => mnemonicAccount(i).address.toLowerCase() === listed.owner.toLowerCase(),
    );
    if (index === undefined) throw new Error(`the seller ${listed.owner} is not a dev account`);
    const account = await installTestWallet(context, {
      rpcUrl: inject('rpcUrl'),
      chainId: 31337,
      privateKey: mnemonicKey(index),
    });
    await page.goto(`${inject('baseUrl')}/forge/${account.address.toLowerCase()}`);
    await page.getByRole('tab', { name: 'Owned' }).waitFor();
    const explainer = page.getByRole('complementary', { name: 'Connect and sell your NFTs' });
    expect(await explainer.count()).toBe(0);

    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Test Wallet' })
      .click();
    await explainer.waitFor();
    await explainer.getByText('Your wallet is connected').waitFor();
    await explainer.getByText('Sign one message to prove the wallet is yours').waitFor();

    const sign = page.getByRole('banner').getByRole('button', { name: 'Sign', exact: true });
    await sign.click();
    await explainer.getByText('You are signed in').waitFor();
    // Their listed item, found with the search: the explainer says it is listed.
    await page.getByRole('searchbox').fill(listed.tokenId);
    await explainer.getByText(/1 of the items shown here is listed/).waitFor();
    const text = (await explainer.textContent()) ?? '';
    expect(text).not.toMatch(/Connect the wallet|When listings open/);
  });
});
