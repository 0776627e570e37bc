import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { waitForTraits } from './support/catalogue-api.ts';
import { expectItemPage, itemBehind, openAndComeBack, pictureLink } from './support/item-by-click.ts';
import { defaultCollectionAddress } from './support/item-demo-tokens.ts';
import { updateSiteConfig } from './support/site-config-db.ts';

/*
 * Issue 25: every place that links to an item page, entered the way a person does, from the home page
 * and the navbar, clicking; each time the item's name, picture and owner, then back to the list, which
 * must be where it was. One browser for the whole file: the pages share a query cache, as a visit does.
 */
describe('entering an item page by clicking', () => {
  let browser: BrowserSession;
  let collection: string;

  beforeAll(async () => {
    collection = await defaultCollectionAddress(inject('baseUrl'));
    await waitForTraits(collection);
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  const main = () => browser.page.getByRole('main');
  const nav = (name: string) =>
    browser.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  async function home() {
    await browser.page.goto(inject('baseUrl'));
    await main().getByRole('heading', { level: 1 }).waitFor();
  }

  it("from the home page's collection cards", async () => {
    await home();
    const cards = main().getByRole('list', { name: 'Items of the collection' }).getByRole('link');
    await openAndComeBack(browser.page, await pictureLink(cards, 3));
  });

  it('from /explore, deep in its second page', async () => {
    await home();
    await nav('Explore').click();
    await browser.page.waitForURL('**/explore');
    const cards = main().getByRole('list', { name: 'Items', exact: true }).getByRole('link');
    await cards.first().waitFor();
    const firstOfPageOne = await cards.first().getAttribute('href');
    await main().getByRole('button', { name: /Next/ }).click();
    await main()
      .getByText(/^Page 2 of \d+$/)
      .waitFor();
    await expect.poll(() => cards.first().getAttribute('href')).not.toBe(firstOfPageOne);
    await openAndComeBack(browser.page, await pictureLink(cards, 30));
    expect(
      await main()
        .getByText(/^Page 2 of \d+$/)
        .isVisible(),
    ).toBe(true);
  });

  it("from a collector's profile, Owned and Liked tabs (reached through NFTLovers)", async () => {
    await home();
    await nav('NFTLovers').click();
    const collector = main().getByRole('list', { name: 'Top collectors' }).getByRole('link').nth(2);
    await collector.click();
    await browser.page.waitForURL('**/forge/0x*');
    const account = new URL(browser.page.url()).pathname.split('/')[2] ?? '';
    const owned = main().getByRole('list', { name: 'Owned items' }).getByRole('link');
    await openAndComeBack(browser.page, await pictureLink(owned, 25));

    await likeTokens(account, collection, ['2', '5', '9', '11', '14', '16', '20', '23', '27', '30']);
    await main().getByRole('tab', { name: 'Liked' }).click();
    const liked = main().getByRole('list', { name: 'Liked items' }).getByRole('link');
    await openAndComeBack(browser.page, await pictureLink(liked, 6));
    expect(new URL(browser.page.url()).searchParams.get('tab')).toBe('liked');
  });

  it('from the fan art of a Guardian in the gallery', async () => {
    await home();
    await nav('Gallery').click();
    const links = main()
      .getByRole('list', { name: 'Fan art' })
      .getByRole('link', { name: /^Fan art of #/ });
    await openAndComeBack(browser.page, await pictureLink(links, 4));
  });

  it("from a Guardian's page", async () => {
    await browser.page.goto(`${inject('baseUrl')}/guardians`);
    await main().getByRole('list', { name: 'Guardians' }).getByRole('link', { name: 'Suirin' }).click();
    const items = main().getByRole('list', { name: 'Guardians of Suirin' }).getByRole('link');
    await openAndComeBack(browser.page, await pictureLink(items, 12));
  });

  it("from the quests page's certified prizes", async () => {
    await home();
    await nav('Quests').click();
    const prizes = main().getByRole('list', { name: 'Certified prizes' }).getByRole('link');
    await openAndComeBack(browser.page, await pictureLink(prizes, 5));
  });

  it("from the contest's grid of Guardians to claim, past its first page", async () => {
    await home();
    await nav('NFTArena').click();
    const region = main().getByRole('region', { name: 'Claim a Guardian to draw' });
    const names = region.getByRole('listitem').getByRole('link');
    await names.first().waitFor();
    await region.getByRole('button', { name: 'Show more Guardians' }).click();
    await expect.poll(() => names.count()).toBeGreaterThan(25);
    await openAndComeBack(browser.page, await pictureLink(names, 30));
  });

  describe('in multi mode', () => {
    beforeAll(() => updateSiteConfig({ mode: 'multi' }));
    afterAll(() => updateSiteConfig({ mode: 'single' }));

    it('from a collection page reached through Collections', async () => {
      await home();
      await nav('Collections').click();
      await main().getByRole('link', { name: 'Koi Spirits', exact: true }).first().click();
      await browser.page.waitForURL('**/collection/koi-spirits');
      const cards = main().getByRole('list', { name: 'Items', exact: true }).getByRole('link');
      await openAndComeBack(browser.page, await pictureLink(cards, 30));
    });

    it('from the search suggestions', async () => {
      await home();
      const box = browser.page.getByRole('search').getByRole('combobox', { name: 'Search' });
      await box.fill('koi spirits #12');
      const option = browser.page.getByRole('group', { name: 'Items' }).getByRole('option').first();
      await option.waitFor();
      await option.click();
      await browser.page.waitForURL('**/collection/koi-spirits/12');
      await expectItemPage(browser.page, await itemBehind('/collection/koi-spirits/12'));
      await browser.page.goBack();
      await browser.page.waitForURL(`${inject('baseUrl')}/`);
      await main().getByRole('heading', { level: 1 }).waitFor();
    });
  });
});

/** Likes arranged as seed data would be: the X-linked like flow has its own test (reactions). */
async function likeTokens(account: string, tokenAddress: string, tokenIds: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('insert into users (account) values ($1) on conflict do nothing', [account]);
    for (const tokenId of tokenIds) {
      await client.query(
        `insert into nft_reactions (chain_id, token_address, token_id, account, type)
         values (31337, $1, $2, $3, 'like') on conflict do nothing`,
        [tokenAddress.toLowerCase(), tokenId, account],
      );
    }
  } finally {
    await client.end();
  }
}
