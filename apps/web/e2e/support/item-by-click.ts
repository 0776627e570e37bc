import { CollectionMetadataResponseSchema, NftResponseSchema } from '@guardians/shared/catalogue';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { defaultCollectionAddress } from './item-demo-tokens.ts';

/** What the item page behind a link must show, read from the site's own API (never used to drive). */
export type ExpectedItem = {
  href: string;
  name: string;
  /** The name of the collection the link's address or slug names. */
  collection: string;
  owner: string | null;
  kind: string | null;
};

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${inject('baseUrl')}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The collection and token an item link points at: `/explore/{id}` or `/collection/{ref}/{id}`. */
export async function itemBehind(href: string): Promise<ExpectedItem> {
  const explore = /^\/explore\/(\d+)$/.exec(href);
  const collection = /^\/collection\/([^/?#]+)\/(\d+)$/.exec(href);
  let address: string;
  let tokenId: string;
  if (explore?.[1]) {
    address = await defaultCollectionAddress(inject('baseUrl'));
    tokenId = explore[1];
  } else if (collection?.[1] && collection[2]) {
    const ref = decodeURIComponent(collection[1]);
    address = /^0x[0-9a-f]{40}$/i.test(ref)
      ? ref
      : CollectionMetadataResponseSchema.parse(await getJson(`/api/collections/${ref}/metadata`)).data
          .tokenAddress;
    tokenId = collection[2];
  } else {
    throw new Error(`${href} is not an item page`);
  }
  const item = NftResponseSchema.parse(await getJson(`/api/nfts/${address}/${tokenId}`)).data;
  return {
    href,
    name: item.name ?? `#${tokenId}`,
    collection: item.collection.name,
    owner: item.owner,
    kind: item.media.kind,
  };
}

/**
 * The first link from `from` on (in `links`' order) whose item is a picture, so the picture can be
 * checked as drawn; a few demo tokens are video, sound or 3D.
 */
export async function pictureLink(links: Locator, from = 0): Promise<{ link: Locator; item: ExpectedItem }> {
  await links.first().waitFor();
  const count = await links.count();
  for (let i = Math.min(from, count - 1); i < count; i += 1) {
    const link = links.nth(i);
    const href = await link.getAttribute('href');
    if (!href) continue;
    const item = await itemBehind(href);
    if (item.kind === 'image') return { link, item };
  }
  throw new Error(`no link to a picture item from position ${from} of ${count}`);
}

/**
 * The item page shows the item's name as its heading, its collection, its picture drawn, and its
 * owner's link.
 */
export async function expectItemPage(page: Page, item: ExpectedItem): Promise<void> {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  await heading
    .filter({ hasText: item.name })
    .waitFor()
    .catch(async (error: unknown) => {
      const shown = await main.textContent({ timeout: 1000 }).catch(() => null);
      throw new Error(`${item.href}: no heading "${item.name}"; the page showed ${JSON.stringify(shown)}`, {
        cause: error,
      });
    });
  expect(await heading.textContent()).toBe(item.name);
  // The item of the right collection: the collection's name, above the heading, links back to it.
  await main.getByRole('link', { name: item.collection, exact: true }).first().waitFor();
  const picture = main.getByRole('img', { name: item.name, exact: true }).first();
  await picture.waitFor();
  await expect
    .poll(() => picture.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  if (item.owner) {
    await main.locator(`a[href="/forge/${item.owner.toLowerCase()}"]`).first().waitFor();
  }
}

type ScrollPlace = { window: number; inner: number | null };

async function scrollPlace(page: Page, scroller: Locator | undefined): Promise<ScrollPlace> {
  return {
    window: await page.evaluate(() => Math.round(window.scrollY)),
    inner: scroller ? await scroller.evaluate((element) => Math.round(element.scrollTop)) : null,
  };
}

/** Whether one of the links is in view: a list may link the same item twice (two fan art pieces of one Guardian). */
async function anyInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) =>
    elements.some((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    }),
  );
}

/**
 * Clicks `link` as a person does, checks the item page, goes back, and checks the list is where it
 * was: the same address, the same scroll (of the window and of `scroller`, a list that scrolls in its
 * own box) and a link to the item just opened still in view.
 */
export async function openAndComeBack(
  page: Page,
  { link, item }: { link: Locator; item: ExpectedItem },
  scroller?: Locator,
): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  const listUrl = page.url();
  const before = await scrollPlace(page, scroller);
  await link.click();
  await page.waitForURL((url) => url.pathname === item.href);
  await expectItemPage(page, item);

  await page.goBack();
  await page.waitForURL(listUrl);
  const again = page.getByRole('main').locator(`a[href="${item.href}"]`);
  await again.first().waitFor();
  await expect.poll(() => scrollPlace(page, scroller)).toEqual(before);
  expect(await anyInViewport(again)).toBe(true);
}
