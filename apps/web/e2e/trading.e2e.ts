import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { nameRegExp, shownName } from './support/identity.ts';
import { defaultCollectionAddress } from './support/item-demo-tokens.ts';
import { installTestWallet } from './support/test-wallet.ts';
import {
  collectionStats,
  findSourceToken,
  fundedWallet,
  giveToken,
  itemActivityKinds,
  itemOwner,
  itemPrice,
} from './support/trading.ts';
import { connectTestWallet, listFromPage, shootBothWidths, toastWith } from './support/trading-page.ts';

/** Below any demo listing, so the collection's floor is ours while listed. */
const PRICE = '0.0012345';

describe('listing, buying and cancelling on the item page', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  let seller: BrowserSession;
  let buyer: BrowserSession;
  let collection: string;
  let tokenId: string;
  let sellerWallet: Awaited<ReturnType<typeof fundedWallet>>;
  let buyerWallet: Awaited<ReturnType<typeof fundedWallet>>;

  beforeAll(async () => {
    [sellerWallet, buyerWallet] = await Promise.all([fundedWallet(rpcUrl, 65), fundedWallet(rpcUrl, 66)]);
    collection = await defaultCollectionAddress(baseUrl);
    tokenId = await findSourceToken(baseUrl, collection);
    await giveToken({ baseUrl, rpcUrl, collection, tokenId, to: sellerWallet.address });
    [seller, buyer] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await seller?.close();
    await buyer?.close();
  });

  it('seller lists -> price shows -> another wallet buys -> owner, floor, volume and activity follow', async () => {
    const sellerAccount = await installTestWallet(seller.context, {
      rpcUrl,
      chainId: 31337,
      privateKey: sellerWallet.privateKey,
    });
    const buyerAccount = await installTestWallet(buyer.context, {
      rpcUrl,
      chainId: 31337,
      privateKey: buyerWallet.privateKey,
    });
    const before = await collectionStats(baseUrl, collection);

    // The seller, as a person does: home, connect, Forge (their own profile), the item in Owned; the
    // owner view has 'List for sale', and the price must be above 0.
    const s = seller.page;
    await s.goto(baseUrl);
    await connectTestWallet(s, sellerAccount.address);
    await s
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forge', exact: true })
      .click();
    await s.waitForURL(`**/forge/${sellerAccount.address.toLowerCase()}`);
    await s.getByRole('list', { name: 'Owned items' }).locator(`a[href="/explore/${tokenId}"]`).click();
    await s.waitForURL(`**/explore/${tokenId}`);
    await s.getByTestId('item-price').filter({ hasText: 'Not for sale' }).waitFor();
    const list = s.getByRole('button', { name: 'List for sale', exact: true });
    await list.waitFor();
    await shootBothWidths(s, 'item-owner-list');
    await list.click();
    const dialog = s.getByRole('dialog', { name: 'List for sale' });
    const priceField = dialog.getByLabel('Price (ETH)');
    await priceField.fill('0');
    await dialog.getByText('The price must be more than 0 ETH.').waitFor();
    expect(await priceField.getAttribute('aria-invalid')).toBe('true');
    await priceField.fill('1');
    // 2.5 % marketplace fee and the demo collection's royalty come off the price.
    await expect.poll(() => dialog.getByTestId('listing-proceeds').textContent()).toMatch(/^0\.9\d* ETH$/);
    await shootBothWidths(s, 'item-list-modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await listFromPage(s, PRICE, '30 days');
    // Not signed in yet: the site asks for the sign-in signature, then approval, then the listing's.
    await toastWith(s, `Listed for ${PRICE} ETH`).waitFor({ timeout: 45_000 });
    await s
      .getByTestId('item-price')
      .filter({ hasText: `${PRICE} ETH` })
      .waitFor();
    expect(await s.getByTestId('item-price-usd').textContent()).toMatch(/^≈ \$\d/);
    await s.getByRole('button', { name: 'Cancel listing' }).waitFor();
    expect(await itemPrice(baseUrl, collection, tokenId)).toBe(PRICE);
    await expect
      .poll(async () => (await collectionStats(baseUrl, collection)).floor_price)
      .toBe(Number(PRICE));

    // The buyer, in another browser, as a person finds it: home -> Explore -> cheapest first -> the
    // item; then 'Buy now', a review, the wallet, 'Bought!'.
    const b = buyer.page;
    await b.goto(baseUrl);
    await b
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore', exact: true })
      .click();
    await b.waitForURL('**/explore');
    await b.getByLabel('Sort by').selectOption('price_asc');
    const card = b.getByRole('list', { name: 'Items', exact: true }).locator(`a[href="/explore/${tokenId}"]`);
    await card.click();
    await b.waitForURL(`**/explore/${tokenId}`);
    await b
      .getByTestId('item-price')
      .filter({ hasText: `${PRICE} ETH` })
      .waitFor();
    await connectTestWallet(b, buyerAccount.address);
    const buy = b.getByRole('button', { name: 'Buy now' });
    await buy.waitFor();
    await shootBothWidths(b, 'item-buyer-buy');
    const [sellerName, buyerName] = await Promise.all([
      shownName(sellerWallet.address),
      shownName(buyerWallet.address),
    ]);
    await buy.click();
    const review = b.getByRole('dialog', { name: 'Buy this item' });
    await review.getByText(sellerName, { exact: true }).waitFor();
    // The review shows what is being bought: its picture, loaded.
    const pictured = review.getByRole('img', { name: new RegExp(`#${tokenId}$`) });
    await expect
      .poll(() => pictured.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await review.getByRole('button', { name: `Buy for ${PRICE} ETH` }).click();
    await toastWith(b, 'Bought!').waitFor({ timeout: 45_000 });

    // 'Bought!' comes when the page already shows the new owner (no wait after the toast); then the
    // API, the activity and the stats.
    const owned = b.getByRole('link', { name: nameRegExp(buyerName) }).first();
    expect(await owned.isVisible()).toBe(true);
    expect(await itemOwner(baseUrl, collection, tokenId)).toBe(buyerWallet.address);
    await b.getByTestId('item-price').filter({ hasText: 'Not for sale' }).waitFor();
    const activity = b.getByRole('region', { name: 'Activity' });
    // Newest first: this sale heads the item's activity (demo tokens may have older sales).
    const firstRow = activity.locator('tbody tr').first();
    await activity
      .locator('tbody tr')
      .filter({ hasText: `${PRICE} ETH` })
      .filter({ hasText: 'Sale' })
      .waitFor();
    expect(await firstRow.textContent()).toMatch(new RegExp(`^Sale${PRICE.replace('.', '\\.')} ETH`));
    await activity.getByRole('row').filter({ hasText: 'Listed' }).first().waitFor();
    expect((await itemActivityKinds(baseUrl, collection, tokenId)).slice(0, 3)).toEqual([
      'sale',
      'listing',
      'transfer',
    ]);
    const after = await collectionStats(baseUrl, collection);
    expect(after.volume).toBeCloseTo(before.volume + Number(PRICE), 9);
    expect(after.floor_price).not.toBe(Number(PRICE));
    // The new owner sees the owner's controls now.
    await b.getByRole('button', { name: 'List for sale', exact: true }).waitFor();
  });

  it('the new owner lists it, then cancels: the price goes and the activity says so', async () => {
    const b = buyer.page;
    await listFromPage(b, '2', '1 day');
    await toastWith(b, 'Listed for 2 ETH').waitFor({ timeout: 45_000 });
    await b.getByTestId('item-price').filter({ hasText: '2 ETH' }).waitFor();
    await shootBothWidths(b, 'item-owner-cancel');

    await b.getByRole('button', { name: 'Cancel listing' }).click();
    await toastWith(b, 'Listing cancelled.').waitFor({ timeout: 30_000 });
    await b.getByTestId('item-price').filter({ hasText: 'Not for sale' }).waitFor({ timeout: 20_000 });
    expect(await itemPrice(baseUrl, collection, tokenId)).toBeNull();
    await b
      .getByRole('region', { name: 'Activity' })
      .getByRole('row')
      .filter({ hasText: 'Cancelled' })
      .waitFor();
    await b.getByRole('button', { name: 'List for sale', exact: true }).waitFor();
  });
});
