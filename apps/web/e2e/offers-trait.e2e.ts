import { OfferKind } from '@guardians/contracts';
import { GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import { createPublicClient, type Hex, http, parseAbi, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress } from './support/item-demo-tokens.ts';
import { installTestWallet } from './support/test-wallet.ts';
import { findSourceToken, fundedWallet, giveToken, itemOwner } from './support/trading.ts';
import { connectTestWallet, shootBothWidths, toastWith } from './support/trading-page.ts';

const OFFERER_INDEX = 220;
const WITH_TRAIT_INDEX = 221;
const WITHOUT_TRAIT_INDEX = 222;
const AMOUNT = '0.0317';

const wethAbi = parseAbi(['function balanceOf(address) view returns (uint256)']);

type Attribute = { traitType: string; value: string };
type StoredOffer = {
  hash: string;
  offerer: Hex;
  collection: Hex;
  tokenId: string | null;
  traitRoot: Hex;
  amount: string;
  amountEther: string;
  quantity: number;
  expiry: number;
  nonce: string;
  salt: string;
  signature: Hex;
  kind: string;
  proof?: Hex[];
};

async function getData<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

describe('a trait offer', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  const chain = createPublicClient({ transport: http(rpcUrl) });
  let offerer: BrowserSession;
  let withTrait: BrowserSession;
  let withoutTrait: BrowserSession;
  let collection: string;
  let wallets: Awaited<ReturnType<typeof fundedWallet>>[];
  let covered: string;
  let uncovered: string;
  let trait: Attribute;

  beforeAll(async () => {
    wallets = await Promise.all(
      [OFFERER_INDEX, WITH_TRAIT_INDEX, WITHOUT_TRAIT_INDEX].map((i) => fundedWallet(rpcUrl, i)),
    );
    collection = await defaultCollectionAddress(baseUrl);
    covered = await findSourceToken(baseUrl, collection);
    await giveToken({ baseUrl, rpcUrl, collection, tokenId: covered, to: wallets[1]?.address ?? '' });
    uncovered = await findSourceToken(baseUrl, collection);
    await giveToken({ baseUrl, rpcUrl, collection, tokenId: uncovered, to: wallets[2]?.address ?? '' });
    // A trait of the first item that the second does not carry.
    const [a, b] = await Promise.all(
      [covered, uncovered].map((id) =>
        getData<{ attributes: Attribute[] }>(`${baseUrl}/api/nfts/${collection}/${id}`),
      ),
    );
    const has = (attrs: Attribute[], t: Attribute) =>
      attrs.some((x) => x.traitType === t.traitType && x.value === t.value);
    const picked = a?.attributes.find((t) => !has(b?.attributes ?? [], t));
    if (!picked) throw new Error(`items ${covered} and ${uncovered} carry the same traits`);
    trait = picked;
    [offerer, withTrait, withoutTrait] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([offerer?.close(), withTrait?.close(), withoutTrait?.close()]);
  });

  it('A offers on a trait from the collection page -> a holder of an item with it accepts; a holder of one without cannot', async () => {
    const [offererWallet, coveredWallet, uncoveredWallet] = wallets as [
      (typeof wallets)[0],
      (typeof wallets)[0],
      (typeof wallets)[0],
    ];
    const [offererAccount, coveredAccount, uncoveredAccount] = await Promise.all([
      installTestWallet(offerer.context, { rpcUrl, chainId: 31337, privateKey: offererWallet.privateKey }),
      installTestWallet(withTrait.context, { rpcUrl, chainId: 31337, privateKey: coveredWallet.privateKey }),
      installTestWallet(withoutTrait.context, {
        rpcUrl,
        chainId: 31337,
        privateKey: uncoveredWallet.privateKey,
      }),
    ]);

    // A: home -> Explore -> Trait offer -> the trait, a price, one item -> wrap, allow, sign.
    const a = offerer.page;
    await a.goto(baseUrl);
    await connectTestWallet(a, offererAccount.address);
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore', exact: true })
      .click();
    await a.waitForURL('**/explore');
    await a.getByRole('button', { name: 'Trait offer', exact: true }).click();
    const dialog = a.getByRole('dialog', { name: 'Make a trait offer' });
    await dialog.getByLabel('Trait type').selectOption(trait.traitType);
    await dialog.getByLabel('Trait value').selectOption(trait.value);
    await dialog
      .getByTestId('trait-coverage')
      .getByText(/^Covers \d+ items?$/)
      .waitFor();
    await dialog.getByLabel('Price per item (ETH)').fill(AMOUNT);
    await dialog.getByLabel('Number of items').fill('1');
    await shootBothWidths(a, 'offer-trait-make');
    await dialog.getByRole('button', { name: 'Make offer', exact: true }).click();
    await toastWith(a, `Offer placed: ${AMOUNT} WETH`).waitFor({ timeout: 90_000 });

    const [offer] = (
      await getData<{ items: StoredOffer[] }>(
        `${baseUrl}/api/offers/account/${offererWallet.address}?role=made`,
      )
    ).items.filter((o) => o.kind === 'trait' && o.amountEther === AMOUNT);
    if (!offer) throw new Error('the trait offer is not listed as made');

    // The holder without the trait: their item's page lists no such offer to accept...
    const c = withoutTrait.page;
    await c.goto(`${baseUrl}/explore/${uncovered}`);
    await connectTestWallet(c, uncoveredAccount.address);
    await c.getByRole('button', { name: 'List for sale', exact: true }).waitFor();
    const cOffers = c.getByRole('region', { name: 'Offers' });
    await cOffers.waitFor();
    await cOffers.getByRole('status', { name: 'Loading offers' }).waitFor({ state: 'detached' });
    expect(await c.getByRole('button', { name: `Accept the offer of ${AMOUNT} WETH` }).count()).toBe(0);
    const uncoveredOffers = await getData<{ items: StoredOffer[] }>(
      `${baseUrl}/api/offers/item/${collection}/${uncovered}`,
    );
    expect(uncoveredOffers.items.map((o) => o.hash)).not.toContain(offer.hash);
    // ...and the contract refuses it too, whatever proof is tried (the covered item's included).
    const covering = (
      await getData<{ items: StoredOffer[] }>(`${baseUrl}/api/offers/item/${collection}/${covered}`)
    ).items.find((o) => o.hash === offer.hash);
    if (!covering?.proof) throw new Error('the covered item does not list the trait offer');
    const env = await getData<{ marketplaceAddress: Hex; wethAddress: Hex }>(`${baseUrl}/api/env-settings`);
    await expect(
      chain.simulateContract({
        account: uncoveredWallet.address,
        address: env.marketplaceAddress,
        abi: GuardianMarketplaceAbi,
        functionName: 'acceptOffer',
        args: [
          {
            offerer: offer.offerer,
            collection: offer.collection,
            kind: OfferKind.Trait,
            tokenId: 0n,
            traitRoot: offer.traitRoot,
            amount: BigInt(offer.amount),
            quantity: BigInt(offer.quantity),
            expiry: BigInt(offer.expiry),
            nonce: BigInt(offer.nonce),
            salt: BigInt(offer.salt),
          },
          offer.signature,
          BigInt(uncovered),
          covering.proof,
        ],
      }),
    ).rejects.toThrow();

    // The holder with the trait: home -> Forge -> the item -> the trait offer -> Accept.
    const b = withTrait.page;
    await b.goto(baseUrl);
    await connectTestWallet(b, coveredAccount.address);
    await b
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forge', exact: true })
      .click();
    await b.waitForURL(`**/forge/${coveredAccount.address.toLowerCase()}`);
    await b.getByRole('list', { name: 'Owned items' }).locator(`a[href="/explore/${covered}"]`).click();
    await b.waitForURL(`**/explore/${covered}`);
    await b.getByRole('button', { name: `Accept the offer of ${AMOUNT} WETH` }).click();
    const review = b.getByRole('dialog', { name: 'Accept this offer' });
    await review.getByRole('button', { name: `Accept ${AMOUNT} WETH` }).click();
    await toastWith(b, `Sold for ${AMOUNT} WETH!`).waitFor({ timeout: 60_000 });
    await shootBothWidths(b, 'offer-trait-accepted');

    expect(await itemOwner(baseUrl, collection, covered)).toBe(offererWallet.address);
    expect(await itemOwner(baseUrl, collection, uncovered)).toBe(uncoveredWallet.address);
    const wethOf = (account: Hex) =>
      chain.readContract({
        address: env.wethAddress,
        abi: wethAbi,
        functionName: 'balanceOf',
        args: [account],
      });
    expect(await wethOf(offererWallet.address)).toBe(0n);
    expect(await wethOf(coveredWallet.address)).toBeGreaterThan(0n);
    expect(await wethOf(coveredWallet.address)).toBeLessThan(parseEther(AMOUNT));
  });
});
