import { GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import { createPublicClient, createWalletClient, type Hex, http, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress } from './support/item-demo-tokens.ts';
import { installTestWallet } from './support/test-wallet.ts';
import {
  findSourceToken,
  fundedWallet,
  giveToken,
  itemActivityKinds,
  itemOwner,
  itemPrice,
  listFromNode,
  waitFor,
} from './support/trading.ts';
import { connectTestWallet, shootBothWidths, toastWith } from './support/trading-page.ts';

const SELLER_INDEX = 210;
const BUYER_INDEX = 211;
const RIVAL_INDEX = 212;
/** Far below any demo listing: these three are the collection's cheapest. */
const PRICES = ['0.000011', '0.000012', '0.000013'];

const ownerOfAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

type StoredListing = {
  seller: Hex;
  token: Hex;
  tokenId: string;
  price: string;
  expiry: number;
  nonce: string;
  salt: string;
  signature: Hex;
};

describe('sweeping the cheapest items from the collection page', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  const chain = createPublicClient({ transport: http(rpcUrl) });
  let buyer: BrowserSession;
  let collection: string;
  const tokenIds: string[] = [];
  let buyerWallet: Awaited<ReturnType<typeof fundedWallet>>;
  let rivalWallet: Awaited<ReturnType<typeof fundedWallet>>;

  beforeAll(async () => {
    const sellerWallet = await fundedWallet(rpcUrl, SELLER_INDEX);
    [buyerWallet, rivalWallet] = await Promise.all([
      fundedWallet(rpcUrl, BUYER_INDEX),
      fundedWallet(rpcUrl, RIVAL_INDEX),
    ]);
    collection = await defaultCollectionAddress(baseUrl);
    for (const price of PRICES) {
      const tokenId = await findSourceToken(baseUrl, collection);
      await giveToken({ baseUrl, rpcUrl, collection, tokenId, to: sellerWallet.address });
      await listFromNode({
        baseUrl,
        rpcUrl,
        privateKey: sellerWallet.privateKey,
        collection,
        tokenId,
        priceWei: parseEther(price),
      });
      tokenIds.push(tokenId);
    }
    await waitFor(async () => (await itemPrice(baseUrl, collection, tokenIds[2] ?? '')) === PRICES[2]);
    buyer = await openBrowser();
  });
  afterAll(async () => {
    await buyer?.close();
  });

  it('the buyer fills the cart with the 3 cheapest and sweeps; one bought by someone else meanwhile is skipped, not charged', async () => {
    const account = await installTestWallet(buyer.context, {
      rpcUrl,
      chainId: 31337,
      privateKey: buyerWallet.privateKey,
    });
    const page = buyer.page;
    await page.goto(baseUrl);
    await connectTestWallet(page, account.address);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore', exact: true })
      .click();
    await page.waitForURL('**/explore');

    // Sweep the 3 cheapest: the cart holds exactly the seller's three, and their cards say so.
    const sweep = page.getByRole('region', { name: 'Sweep' });
    await sweep.getByLabel('How many').fill('3');
    await sweep.getByRole('button', { name: 'Add 3 cheapest' }).click();
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByText('3 items in your cart · 0.000036 ETH').waitFor();
    const grid = page.getByRole('list', { name: 'Items', exact: true });
    for (const tokenId of tokenIds) {
      await grid
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/explore/${tokenId}"]`) })
        .getByRole('button', { name: /from the cart$/ })
        .waitFor();
    }
    await cart.getByRole('button', { name: 'Review cart' }).click();
    const review = page.getByRole('dialog', { name: 'Your cart' });
    const confirm = review.getByRole('button', { name: 'Sweep 3 items for 0.000036 ETH' });
    await confirm.waitFor();
    await shootBothWidths(page, 'sweep-review');

    // Meanwhile someone else buys the middle one straight from the contract.
    const taken = tokenIds[1] ?? '';
    const listingAnswer = await fetch(`${baseUrl}/api/nfts/${collection}/${taken}/listing`);
    const { data: listing } = (await listingAnswer.json()) as { data: StoredListing };
    const env = (await (await fetch(`${baseUrl}/api/env-settings`)).json()) as {
      data: { marketplaceAddress: Hex };
    };
    const rival = createWalletClient({
      account: privateKeyToAccount(rivalWallet.privateKey),
      transport: http(rpcUrl),
    });
    const rivalBuy = await rival.writeContract({
      chain: null,
      address: env.data.marketplaceAddress,
      abi: GuardianMarketplaceAbi,
      functionName: 'buy',
      args: [
        {
          seller: listing.seller,
          token: listing.token,
          tokenId: BigInt(listing.tokenId),
          price: BigInt(listing.price),
          expiry: BigInt(listing.expiry),
          nonce: BigInt(listing.nonce),
          salt: BigInt(listing.salt),
        },
        listing.signature,
      ],
      value: BigInt(listing.price),
    });
    expect((await chain.waitForTransactionReceipt({ hash: rivalBuy })).status).toBe('success');

    const before = await chain.getBalance({ address: buyerWallet.address });
    const fromBlock = await chain.getBlockNumber({ cacheTime: 0 });
    await confirm.click();
    await toastWith(
      page,
      'Bought 2 of 3 items. 1 was no longer for sale: you were not charged for it.',
    ).waitFor({
      timeout: 60_000,
    });

    // On chain: two are the buyer's, the taken one the rival's; the buyer paid for two and gas, no more.
    const owners = await Promise.all(
      tokenIds.map((id) =>
        chain.readContract({
          address: collection as Hex,
          abi: ownerOfAbi,
          functionName: 'ownerOf',
          args: [BigInt(id)],
        }),
      ),
    );
    expect(owners.map((o) => o.toLowerCase())).toEqual([
      buyerWallet.address,
      rivalWallet.address,
      buyerWallet.address,
    ]);
    const receipt = await sweepReceipt(fromBlock, buyerWallet.address);
    const after = await chain.getBalance({ address: buyerWallet.address });
    const paid = parseEther(PRICES[0] ?? '') + parseEther(PRICES[2] ?? '');
    expect(before - after).toBe(paid + receipt.gasUsed * receipt.effectiveGasPrice);

    // The site: the new owners, the sales head each item's activity, the cart let go of its lines.
    expect(await itemOwner(baseUrl, collection, tokenIds[0] ?? '')).toBe(buyerWallet.address);
    expect((await itemActivityKinds(baseUrl, collection, tokenIds[2] ?? ''))[0]).toBe('sale');
    await cart.waitFor({ state: 'detached' });
  });

  /** The buyer's transaction to the marketplace mined after `fromBlock`. */
  async function sweepReceipt(fromBlock: bigint, from: string) {
    const latest = await chain.getBlockNumber({ cacheTime: 0 });
    const seen: string[] = [];
    for (let n = latest; n > fromBlock; n--) {
      const block = await chain.getBlock({ blockNumber: n, includeTransactions: true });
      const tx = block.transactions.find((t) => t.from.toLowerCase() === from);
      seen.push(...block.transactions.map((t) => `${n}:${t.from}`));
      if (tx) return chain.getTransactionReceipt({ hash: tx.hash });
    }
    throw new Error(
      `no sweep transaction from the buyer in blocks ${fromBlock}..${latest}: ${seen.join(', ')}`,
    );
  }
});
