import { createPublicClient, type Hex, http, parseAbi, parseEther } from 'viem';
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
} from './support/trading.ts';
import { connectTestWallet, shootBothWidths, toastWith } from './support/trading-page.ts';

const OFFERER_INDEX = 200;
const HOLDER_INDEX = 201;
const AMOUNT = '0.0421';

const wethAbi = parseAbi(['function balanceOf(address) view returns (uint256)']);
const quoteAbi = parseAbi([
  'function quote(address token, uint256 tokenId, uint256 price) view returns (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 proceeds)',
]);

async function envSettings(baseUrl: string) {
  const answer = await fetch(`${baseUrl}/api/env-settings`);
  const { data } = (await answer.json()) as { data: { marketplaceAddress: Hex; wethAddress: Hex | null } };
  if (!data.wethAddress) throw new Error('the site has no WETH: offers are off');
  return { marketplace: data.marketplaceAddress, weth: data.wethAddress };
}

describe('an offer on an item, accepted by its holder', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  const chain = createPublicClient({ transport: http(rpcUrl) });
  let offerer: BrowserSession;
  let holder: BrowserSession;
  let collection: string;
  let tokenId: string;
  let offererWallet: Awaited<ReturnType<typeof fundedWallet>>;
  let holderWallet: Awaited<ReturnType<typeof fundedWallet>>;

  beforeAll(async () => {
    [offererWallet, holderWallet] = await Promise.all([
      fundedWallet(rpcUrl, OFFERER_INDEX),
      fundedWallet(rpcUrl, HOLDER_INDEX),
    ]);
    collection = await defaultCollectionAddress(baseUrl);
    tokenId = await findSourceToken(baseUrl, collection);
    await giveToken({ baseUrl, rpcUrl, collection, tokenId, to: holderWallet.address });
    [offerer, holder] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await offerer?.close();
    await holder?.close();
  });

  it('A offers from the item page (wrap, allow, sign) -> B is notified and accepts -> the token and the WETH moved, stats and activity show the sale, A is notified', async () => {
    const { marketplace, weth } = await envSettings(baseUrl);
    const [offererAccount, holderAccount] = await Promise.all([
      installTestWallet(offerer.context, { rpcUrl, chainId: 31337, privateKey: offererWallet.privateKey }),
      installTestWallet(holder.context, { rpcUrl, chainId: 31337, privateKey: holderWallet.privateKey }),
    ]);
    const before = await collectionStats(baseUrl, collection);
    const [offererName] = await Promise.all([shownName(offererWallet.address)]);

    // A, as a person finds the item: home -> Explore -> search its number -> its card; the offer needs a wallet first.
    const a = offerer.page;
    await a.goto(baseUrl);
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore', exact: true })
      .click();
    await a.waitForURL('**/explore');
    await a.getByRole('searchbox', { name: 'Search by name or trait' }).fill(`#${tokenId}`);
    await a
      .getByRole('list', { name: 'Items', exact: true })
      .locator(`a[href="/explore/${tokenId}"]`)
      .click();
    await a.waitForURL(`**/explore/${tokenId}`);
    await connectTestWallet(a, offererAccount.address);
    await a.getByRole('button', { name: 'Make offer', exact: true }).click();
    const dialog = a.getByRole('dialog', { name: 'Make an offer' });
    const amount = dialog.getByLabel('Amount (ETH)');
    await amount.fill('0');
    await dialog.getByRole('button', { name: 'Make offer', exact: true }).click();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await amount.fill(AMOUNT);
    // No WETH and no allowance yet: the flow wraps and allows before signing.
    await dialog
      .getByText(/Wrap .* ETH/)
      .first()
      .waitFor();
    await shootBothWidths(a, 'offer-make');
    await dialog.getByRole('button', { name: 'Make offer', exact: true }).click();
    await toastWith(a, `Offer placed: ${AMOUNT} WETH`).waitFor({ timeout: 90_000 });
    const offers = a.getByRole('list', { name: 'Open offers, best first' });
    await offers.getByRole('button', { name: `Cancel your offer of ${AMOUNT} WETH` }).waitFor();
    await shootBothWidths(a, 'offer-made');

    // B, the holder: home -> Forge (their profile) -> the item in Owned -> the offer -> Accept.
    const b = holder.page;
    await b.goto(baseUrl);
    await connectTestWallet(b, holderAccount.address);
    await b.getByRole('banner').getByRole('button', { name: 'Sign', exact: true }).click();
    // B hears of the offer: the bell counts it, and the panel says who offered what for which item.
    const bBell = b.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bBell.click();
    const bPanel = b.getByRole('dialog', { name: 'Your notifications' });
    await bPanel
      .getByText(new RegExp(`offered ${AMOUNT} WETH for`))
      .first()
      .waitFor();
    await shootBothWidths(b, 'offer-notified');
    await b.keyboard.press('Escape');
    await bPanel.waitFor({ state: 'detached' });
    await b
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forge', exact: true })
      .click();
    await b.waitForURL(`**/forge/${holderAccount.address.toLowerCase()}`);
    await b.getByRole('list', { name: 'Owned items' }).locator(`a[href="/explore/${tokenId}"]`).click();
    await b.waitForURL(`**/explore/${tokenId}`);
    const row = b
      .getByRole('list', { name: 'Open offers, best first' })
      .getByRole('listitem')
      .filter({
        has: b.getByRole('link', { name: nameRegExp(offererName) }),
      });
    await row.waitFor();
    await shootBothWidths(b, 'offer-holder');
    await row.getByRole('button', { name: `Accept the offer of ${AMOUNT} WETH` }).click();
    const review = b.getByRole('dialog', { name: 'Accept this offer' });
    await review.getByRole('button', { name: `Accept ${AMOUNT} WETH` }).click();
    await toastWith(b, `Sold for ${AMOUNT} WETH!`).waitFor({ timeout: 60_000 });

    // On chain: the token is A's; B holds the proceeds in WETH, A's wrapped ether is spent.
    const price = parseEther(AMOUNT);
    const [, , , proceeds] = await chain.readContract({
      address: marketplace,
      abi: quoteAbi,
      functionName: 'quote',
      args: [collection as Hex, BigInt(tokenId), price],
    });
    expect(await itemOwner(baseUrl, collection, tokenId)).toBe(offererWallet.address);
    const balance = (account: Hex) =>
      chain.readContract({ address: weth, abi: wethAbi, functionName: 'balanceOf', args: [account] });
    expect(await balance(holderWallet.address)).toBe(proceeds);
    expect(await balance(offererWallet.address)).toBe(0n);

    // The site: the owner changed, the sale heads the activity, the volume counts it.
    await b.getByRole('button', { name: 'List for sale', exact: true }).waitFor({ state: 'detached' });
    await b
      .getByRole('region', { name: 'Activity' })
      .locator('tbody tr')
      .filter({ hasText: `${AMOUNT} ETH` })
      .filter({ hasText: 'Sale' })
      .waitFor();
    expect((await itemActivityKinds(baseUrl, collection, tokenId))[0]).toBe('sale');
    await expect
      .poll(async () => (await collectionStats(baseUrl, collection)).volume)
      .toBeCloseTo(before.volume + Number(AMOUNT), 9);

    // A hears, live, that the offer was accepted.
    const aBell = a.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await aBell.waitFor({ timeout: 30_000 });
    await aBell.click();
    await a
      .getByRole('dialog', { name: 'Your notifications' })
      .getByText(new RegExp(`accepted your offer of ${AMOUNT} WETH`))
      .first()
      .waitFor();
  });
});
