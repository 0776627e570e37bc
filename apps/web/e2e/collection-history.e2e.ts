import { mkdir } from 'node:fs/promises';
import { type Listing, listingTypedData, randomListingSalt } from '@guardians/contracts';
import {
  type CollectionHistory,
  CollectionHistoryResponseSchema,
  CollectionItemsResponseSchema,
} from '@guardians/shared/catalogue';
import { EnvSettingsResponseSchema } from '@guardians/shared/site-config';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, formatEther, type Hex, http, parseAbi } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress, offsetKey } from './support/catalogue-api.ts';

/** Anvil's mnemonic, index 37: this file's seller (no other e2e file uses it). */
const SELLER = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 37,
});
const SHOTS = '/tmp/shots';
const erc721 = parseAbi([
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
]);
const marketplaceAbi = parseAbi(['function nonces(address seller) view returns (uint256)']);

async function getJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    signal: AbortSignal.timeout(20_000),
    ...init,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(inject('rpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

const history = async (collection: string, interval: string): Promise<CollectionHistory> =>
  CollectionHistoryResponseSchema.parse(
    await getJson(`/api/collections/${collection}/stats/history?chainId=31337&interval=${interval}`),
  ).data;

const itemsPage = async (collection: string, query: string) =>
  CollectionItemsResponseSchema.parse(await getJson(`/api/collections/${collection}?${query}`)).data;

/** The token ids of the grid's cards, in page order. */
async function gridTokenIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('ul[aria-label="Items"] h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/').pop() ?? '');
}

/** Signs in as the seller the way a wallet does (message, signature) and returns the Cookie header. */
async function signInSeller(): Promise<string> {
  const deadline = Math.floor(Date.now() / 1000) + 300;
  const { data: message } = (await getJson(
    `/api/login?chainId=31337&deadline=${deadline}&account=${SELLER.address}`,
  )) as { data: string };
  const signature = await SELLER.signMessage({ message });
  const response = await fetch(`${inject('baseUrl')}/api/login?chainId=31337`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: SELLER.address, signature, deadline }),
  });
  if (response.status !== 201) throw new Error(`POST /api/login answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('guardians_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function waitForOwner(collection: string, tokenId: string, owner: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = (await getJson(`/api/nfts/${collection}/${tokenId}`)) as {
      data: { owner: string | null };
    };
    if (data.owner?.toLowerCase() === owner.toLowerCase()) return;
    if (Date.now() > deadline) throw new Error(`token ${tokenId} did not reach ${owner} in the index`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('collection floor and volume chart, and sort by price', () => {
  let browser: BrowserSession;
  let collection: Hex;
  let marketplace: Hex;
  const transport = () => http(inject('rpcUrl'));
  /** The token this file borrows from a demo wallet, and that wallet (it gets the token back). */
  let borrowed: { tokenId: bigint; owner: Hex } | undefined;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await openBrowser();
    collection = (await defaultCollectionAddress()) as Hex;
    const env = EnvSettingsResponseSchema.parse(await getJson('/api/env-settings')).data;
    if (!env.marketplaceAddress) throw new Error('no marketplace on the e2e chain');
    marketplace = env.marketplaceAddress as Hex;
  });

  afterAll(async () => {
    // The borrowed token goes home (which also ends this file's listing: its seller no longer owns it).
    if (borrowed) {
      const wallet = createWalletClient({ account: SELLER, transport: transport() });
      const hash = await wallet.writeContract({
        chain: null,
        address: collection,
        abi: erc721,
        functionName: 'transferFrom',
        args: [SELLER.address, borrowed.owner, borrowed.tokenId],
      });
      await createPublicClient({ transport: transport() }).waitForTransactionReceipt({ hash });
    }
    await browser.close();
  });

  it('draws the chart from the history API and asks again for another period', async () => {
    const { page } = browser;
    const month = await history(collection, 'thirty_day');
    const first = page.waitForRequest(
      (r) => r.url().includes('/stats/history') && r.url().includes('thirty_day'),
    );
    await page.goto(`${inject('baseUrl')}/explore`);
    await first;
    const chart = page.getByRole('region', { name: 'Floor and volume' });
    await chart.getByRole('slider', { name: 'Chart bucket' }).waitFor();
    const bars = chart.locator('[data-testid="volume-bar"]');
    if (month.buckets.some((b) => b.sales > 0)) {
      expect(await bars.count()).toBe(month.buckets.filter((b) => b.volume > 0).length);
      expect(await chart.getByText('No sales in this period yet').count()).toBe(0);
    } else {
      await chart.getByText('No sales in this period yet').waitFor();
      expect(await bars.count()).toBe(0);
    }
    const floors = month.buckets.filter((b) => b.floorPrice !== null).length;
    expect(await chart.locator('[data-testid="floor-line"]').count()).toBe(floors > 0 ? 1 : 0);
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/collection-chart-1280.png` });

    // Clicking 1D asks for hourly buckets; the arrow key moves the radio choice to 7D.
    const day = page.waitForRequest(
      (r) => r.url().includes('/stats/history') && r.url().includes('interval=one_day'),
    );
    await chart.getByText('1D', { exact: true }).click();
    await day;
    expect(await chart.getByRole('radio', { name: 'Last 24 hours' }).isChecked()).toBe(true);
    const week = page.waitForRequest(
      (r) => r.url().includes('/stats/history') && r.url().includes('interval=seven_day'),
    );
    await page.keyboard.press('ArrowRight');
    await week;
    expect(await chart.getByRole('radio', { name: 'Last 7 days' }).isChecked()).toBe(true);
    const weekData = await history(collection, 'seven_day');
    await chart
      .getByRole('cell', { name: /Volume|ETH/ })
      .first()
      .waitFor({ state: 'attached' });
    expect(await chart.locator('table tbody tr').count()).toBe(weekData.buckets.length);
  });

  it('sorts by price (the default): listed items first, cheapest first, with the offset reset', async () => {
    const { page } = browser;
    const pub = createPublicClient({ transport: transport() });
    await rpc('anvil_setBalance', [SELLER.address, '0x56bc75e2d63100000']);

    // Borrow the collection's last token from its demo owner (anvil acts for the owner).
    const { total } = await itemsPage(collection, 'limit=1');
    const last = (await itemsPage(collection, `offset=${total - 1}&limit=1`)).assets[0];
    if (!last?.owner) throw new Error('the last token has no owner');
    const owner = last.owner as Hex;
    await rpc('anvil_impersonateAccount', [owner]);
    try {
      const balance = BigInt((await rpc('eth_getBalance', [owner, 'latest'])) as string);
      if (balance < 10n ** 17n) await rpc('anvil_setBalance', [owner, '0xde0b6b3a7640000']);
      const hash = await createWalletClient({ account: owner, transport: transport() }).writeContract({
        chain: null,
        address: collection,
        abi: erc721,
        functionName: 'transferFrom',
        args: [owner, SELLER.address, BigInt(last.tokenId)],
      });
      await pub.waitForTransactionReceipt({ hash });
    } finally {
      await rpc('anvil_stopImpersonatingAccount', [owner]);
    }
    borrowed = { tokenId: BigInt(last.tokenId), owner };
    await waitForOwner(collection, last.tokenId, SELLER.address);

    // List it under the cheapest listing there is (or at 0.01 ETH), so it leads the price order.
    const seller = createWalletClient({ account: SELLER, transport: transport() });
    await pub.waitForTransactionReceipt({
      hash: await seller.writeContract({
        chain: null,
        address: collection,
        abi: erc721,
        functionName: 'setApprovalForAll',
        args: [marketplace, true],
      }),
    });
    const cheapest = (await itemsPage(collection, 'sortBy=price_asc&limit=1&withPrices=true')).prices?.[0]
      ?.price;
    const price = cheapest ? (BigInt(Math.round(Number(cheapest) * 1e6)) * 10n ** 12n) / 2n : 10n ** 16n;
    const listing: Listing = {
      seller: SELLER.address,
      token: collection,
      tokenId: BigInt(last.tokenId),
      price,
      expiry: BigInt(Math.floor(Date.now() / 1000) + 24 * 3600),
      nonce: await pub.readContract({
        address: marketplace,
        abi: marketplaceAbi,
        functionName: 'nonces',
        args: [SELLER.address],
      }),
      salt: randomListingSalt(),
    };
    const signature = await SELLER.signTypedData(listingTypedData(listing, { chainId: 31337, marketplace }));
    const cookie = await signInSeller();
    await getJson('/api/listings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        listing: {
          seller: listing.seller,
          token: listing.token,
          tokenId: listing.tokenId.toString(),
          price: listing.price.toString(),
          expiry: Number(listing.expiry),
          nonce: listing.nonce.toString(),
          salt: listing.salt.toString(),
        },
        signature,
      }),
    });
    const expected = await itemsPage(collection, 'sortBy=price_asc&offset=0&limit=50&withPrices=true');
    expect(expected.assets[0]?.tokenId).toBe(last.tokenId);
    expect(expected.prices?.[0]?.price).toBe(formatEther(price));
    // Listed first and ascending, then 'Not for sale'.
    const prices = (expected.prices ?? []).map((p) => (p.price === null ? null : Number(p.price)));
    const listed = prices.filter((p): p is number => p !== null);
    expect(prices.slice(0, listed.length).every((p) => p !== null)).toBe(true);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    // From page 2, choosing an order starts again at page 1.
    const key = await offsetKey();
    await page.goto(`${inject('baseUrl')}/explore?${key}=50`);
    const sort = page.getByLabel('Sort by');
    await sort.waitFor();
    await page.locator('ul[aria-label="Items"][aria-busy="false"]').waitFor();
    // Listed first, cheapest first is the grid's default: Token ID is a choice in the URL, and
    // choosing the default again gives the plain URL back.
    await sort.selectOption({ label: 'Token ID' });
    await page.waitForURL(
      (url) => url.searchParams.get('sortBy') === 'token_id' && !url.searchParams.has(key),
    );
    await sort.selectOption({ label: 'Listed first, price low to high' });
    await page.waitForURL((url) => url.pathname === '/explore' && url.search === '');
    await page
      .locator(`ul[aria-label="Items"][aria-busy="false"] a[href$="/${last.tokenId}"]`)
      .first()
      .waitFor();
    await page.waitForFunction(
      (id) => document.querySelector('ul[aria-label="Items"] h3 a')?.getAttribute('href')?.endsWith(`/${id}`),
      last.tokenId,
    );
    expect(await gridTokenIds(page)).toEqual(expected.assets.map((a) => a.tokenId));
    await page.screenshot({ path: `${SHOTS}/collection-sorted-1280.png` });

    // A reload keeps the order (it lives in the URL).
    await page.reload();
    await page.locator('ul[aria-label="Items"][aria-busy="false"]').waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');

    // Phone width: the chart and the toolbar fit.
    await page.setViewportSize({ width: 390, height: 844 });
    const chart = page.getByRole('region', { name: 'Floor and volume' });
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/collection-chart-390.png` });
    await page.getByLabel('Sort by').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/collection-sorted-390.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
