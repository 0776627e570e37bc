import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress } from './support/item-demo-tokens.ts';
import { installTestWallet } from './support/test-wallet.ts';
import { findSourceToken, fundedWallet, giveToken, itemOwner, listFromNode, rpc } from './support/trading.ts';
import { connectTestWallet, toastWith } from './support/trading-page.ts';

const PRICE = '0.002';
const LOST = 'Someone else bought this item first.';

describe('two buyers of one listing', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  const browsers: BrowserSession[] = [];
  let collection: string;
  let tokenId: string;

  beforeAll(async () => {
    const seller = await fundedWallet(rpcUrl, 69);
    collection = await defaultCollectionAddress(baseUrl);
    tokenId = await findSourceToken(baseUrl, collection);
    await giveToken({ baseUrl, rpcUrl, collection, tokenId, to: seller.address });
    await listFromNode({
      baseUrl,
      rpcUrl,
      privateKey: seller.privateKey,
      collection,
      tokenId,
      priceWei: 2n * 10n ** 15n,
    });
    browsers.push(await openBrowser(), await openBrowser());
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('exactly one succeeds; the other is told someone else bought it first', async () => {
    const wallets = await Promise.all([fundedWallet(rpcUrl, 67), fundedWallet(rpcUrl, 68)]);
    const pages = await Promise.all(
      browsers.map(async (browser, i) => {
        const wallet = wallets[i];
        if (!wallet) throw new Error('missing wallet');
        const account = await installTestWallet(browser.context, {
          rpcUrl,
          chainId: 31337,
          privateKey: wallet.privateKey,
        });
        const page = browser.page;
        await page.goto(`${baseUrl}/collection/${collection}/${tokenId}`);
        await page
          .getByTestId('item-price')
          .filter({ hasText: `${PRICE} ETH` })
          .waitFor();
        await connectTestWallet(page, account.address);
        await page.getByRole('button', { name: 'Buy now' }).waitFor();
        return page;
      }),
    );

    // Both transactions wait in the mempool, so both buyers pass the simulation and send.
    await rpc(rpcUrl, 'evm_setAutomine', [false]);
    try {
      for (const page of pages) {
        await page.getByRole('button', { name: 'Buy now' }).click();
        await page
          .getByRole('dialog', { name: 'Buy this item' })
          .getByRole('button', { name: `Buy for ${PRICE} ETH` })
          .click();
        await toastWith(page, 'Buying...').waitFor({ timeout: 20_000 });
      }
      await rpc(rpcUrl, 'evm_mine');
    } finally {
      await rpc(rpcUrl, 'evm_setAutomine', [true]);
    }

    const outcomes = await Promise.all(
      pages.map((page) =>
        Promise.race([
          toastWith(page, 'Bought!')
            .waitFor({ timeout: 30_000 })
            .then(() => 'bought'),
          toastWith(page, LOST)
            .waitFor({ timeout: 30_000 })
            .then(() => 'lost'),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['bought', 'lost']);
    const winner = wallets[outcomes.indexOf('bought')]?.address;
    await expect.poll(() => itemOwner(baseUrl, collection, tokenId), { timeout: 20_000 }).toBe(winner);
    // The loser's message is an alert, and their page no longer offers the item.
    const loser = pages[outcomes.indexOf('lost')];
    expect(await loser?.getByRole('alert').filter({ hasText: LOST }).count()).toBe(1);
    await loser?.getByTestId('item-price').filter({ hasText: 'Not for sale' }).waitFor({ timeout: 20_000 });
  });
});
