import type { LiveEvent } from '@guardians/shared/live';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCollectionMetadataQueryOptions } from '../../../lib/api/get-collection-metadata.ts';
import { getSiteConfigQueryOptions } from '../../../lib/api/get-site-config.ts';
import { keyRoots } from '../../../lib/api/query-keys.ts';
// The features' own key factories: a key renamed there fails here instead of silently missing events.
import { getCollectionItemsQueryOptions } from '../../catalogue/api/get-collection-items.ts';
import { getCollectionsQueryOptions } from '../../catalogue/api/get-collections.ts';
import { getLikedItemsQueryOptions } from '../../catalogue/api/get-liked-items.ts';
import { getTraitPricesQueryOptions } from '../../catalogue/api/get-trait-prices.ts';
import { GALLERY_KEY } from '../../gallery/api/gallery-source.ts';
import { submissionsQueryKey } from '../../gallery/api/get-submissions.ts';
import { getNftReactionsQueryOptions } from '../../item/api/get-nft-reactions.ts';
import { getItemOffersQueryOptions } from '../../offers/api/get-item-offers.ts';
import {
  getLeaderboardQueryOptions,
  getMinimalLeaderboardQueryOptions,
} from '../../quests/api/get-leaderboard.ts';
import { getUserQuestQueryOptions } from '../../quests/api/get-user-quest.ts';
import { getCoinBalanceQueryOptions, POINTS_KEY } from '../../swaps/api/get-coin-balance.ts';
import { SWAPS_KEY } from '../../swaps/api/get-supported-tokens.ts';
import { liveInvalidations, resyncInvalidations } from './live-invalidations.ts';

const TOKEN = '0xAbCdEf0000000000000000000000000000000001';
const OTHER_TOKEN = '0x00000000000000000000000000000000000000b2';
const ALICE = '0xa11ce00000000000000000000000000000000001';
const BOB = '0xb0b0000000000000000000000000000000000002';

let client: QueryClient;

function seed(key: QueryKey, data: unknown = {}): QueryKey {
  client.setQueryData(key, data);
  return key;
}

async function apply(event: LiveEvent): Promise<void> {
  await Promise.all(liveInvalidations(event).map((filters) => client.invalidateQueries(filters)));
}

const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;

const gridParams = { collectionRef: 'guardians', chainId: 31337, traits: {}, search: undefined };
const itemsPage = (...ids: string[]) => ({
  assets: ids.map((tokenId) => ({ tokenAddress: TOKEN.toLowerCase(), tokenId })),
  reactions: ids.map((tokenId) => ({ tokenAddress: TOKEN.toLowerCase(), tokenId, totalCount: 1 })),
});
const fanArtPages = (...ids: number[]) => ({ pages: [ids.map((_id) => ({ _id }))], pageParams: [0] });

beforeEach(() => {
  client = new QueryClient();
});

describe('a like on an item', () => {
  const event: LiveEvent = { type: 'reaction', target: 'item', id: `${TOKEN.toLowerCase()}:7` };

  it("refreshes that item's counts for every viewer, whatever the letter case of its address", async () => {
    const visitor = seed(
      getNftReactionsQueryOptions({ tokenAddress: TOKEN, tokenId: '7' }, undefined).queryKey,
    );
    const member = seed(getNftReactionsQueryOptions({ tokenAddress: TOKEN, tokenId: '7' }, ALICE).queryKey);
    const neighbour = seed(
      getNftReactionsQueryOptions({ tokenAddress: TOKEN, tokenId: '8' }, ALICE).queryKey,
    );
    const elsewhere = seed(
      getNftReactionsQueryOptions({ tokenAddress: OTHER_TOKEN, tokenId: '7' }, ALICE).queryKey,
    );
    await apply(event);
    expect([stale(visitor), stale(member), stale(neighbour), stale(elsewhere)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('refreshes only the grid pages and liked tabs that show the item', async () => {
    const shown = seed(
      getCollectionItemsQueryOptions({ ...gridParams, offset: 0 }).queryKey,
      itemsPage('6', '7'),
    );
    const notShown = seed(
      getCollectionItemsQueryOptions({ ...gridParams, offset: 50 }).queryKey,
      itemsPage('60'),
    );
    const liked = seed(
      getLikedItemsQueryOptions({ account: BOB, chainId: 31337, offset: 0 }).queryKey,
      itemsPage('7'),
    );
    await apply(event);
    expect([stale(shown), stale(notShown), stale(liked)]).toEqual([true, false, true]);
  });

  it('leaves unrelated queries alone', async () => {
    const board = seed(getMinimalLeaderboardQueryOptions().queryKey);
    const gallery = seed(submissionsQueryKey({ source: 'gallery', sortBy: 'latest' }, null), fanArtPages(7));
    await apply(event);
    expect([stale(board), stale(gallery)]).toEqual([false, false]);
  });
});

describe('fan art', () => {
  const galleryList = () => submissionsQueryKey({ source: 'gallery', sortBy: 'latest' }, null);
  const contestList = () => submissionsQueryKey({ source: 'contest', sortBy: 'most_reactions' }, ALICE);
  const count = [GALLERY_KEY, 'gallery', 'count', { source: 'gallery' }] as const;
  const judge = [GALLERY_KEY, 'judge', ALICE] as const;

  it('a love refreshes the gallery and contest lists that show the submission', async () => {
    const shows = seed(galleryList(), fanArtPages(4, 5));
    const contest = seed(contestList(), fanArtPages(5));
    const other = seed(submissionsQueryKey({ source: 'gallery', sortBy: 'oldest' }, null), fanArtPages(9));
    seed(count, 12);
    await apply({ type: 'reaction', target: 'submission', id: '5' });
    expect([stale(shows), stale(contest), stale(other), stale(count)]).toEqual([true, true, false, false]);
  });

  it('a new or hidden submission refreshes every list and count, not the viewer roles', async () => {
    const lists = [seed(galleryList(), fanArtPages(1)), seed(contestList(), fanArtPages(2))];
    seed(count, 2);
    seed(judge, false);
    await apply({ type: 'submission', id: '3' });
    expect(lists.map(stale)).toEqual([true, true]);
    expect([stale(count), stale(judge)]).toEqual([true, false]);
  });
});

describe('points', () => {
  const swapPage = [SWAPS_KEY, 'leaderboard', 0] as const;
  const swapCount = [SWAPS_KEY, 'leaderboard', 'count'] as const;
  const ledger = (account: string) => [POINTS_KEY, 'ledger', account, 0] as const;

  it('a leaderboard change refreshes both leaderboards and the moved account’s coins and quests', async () => {
    const minimal = seed(getMinimalLeaderboardQueryOptions().queryKey);
    seed(swapPage, []);
    seed(swapCount, 0);
    const aliceCoins = seed(getCoinBalanceQueryOptions(ALICE).queryKey, 10);
    const bobCoins = seed(getCoinBalanceQueryOptions(BOB).queryKey, 10);
    const aliceQuest = seed(getUserQuestQueryOptions(ALICE, 3).queryKey);
    seed(ledger(ALICE), {});
    await apply({ type: 'leaderboard', account: ALICE });
    expect([stale(minimal), stale(swapPage), stale(swapCount)]).toEqual([true, true, true]);
    expect([stale(aliceCoins), stale(ledger(ALICE)), stale(aliceQuest), stale(bobCoins)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('the paged leaderboard follows only while it shows its first page (spec 4: no refetch of every page)', async () => {
    const onePage = getLeaderboardQueryOptions(25).queryKey;
    const scrolled = getLeaderboardQueryOptions(10).queryKey;
    seed(onePage, { pages: [{ items: [], total: 30 }], pageParams: [0] });
    seed(scrolled, {
      pages: [
        { items: [], total: 30 },
        { items: [], total: 30 },
      ],
      pageParams: [0, 1],
    });
    await apply({ type: 'leaderboard' });
    expect([stale(onePage), stale(scrolled)]).toEqual([true, false]);
  });

  it("a claim refreshes that account's balance, history and claim values only", async () => {
    const values = (account: string) => [SWAPS_KEY, 'claim-values', '0xc1a1', account] as const;
    const mine = [
      seed(getCoinBalanceQueryOptions(ALICE).queryKey, 1),
      seed(ledger(ALICE)),
      seed(values(ALICE)),
    ];
    const theirs = [seed(getCoinBalanceQueryOptions(BOB).queryKey, 1), seed(ledger(BOB)), seed(values(BOB))];
    await apply({ type: 'claim', account: ALICE.toUpperCase().replace('0X', '0x') });
    expect(mine.map(stale)).toEqual([true, true, true]);
    expect(theirs.map(stale)).toEqual([false, false, false]);
  });
});

describe('the site configuration', () => {
  it('a console save refreshes the configuration every page reads, and nothing else', async () => {
    const config = seed(getSiteConfigQueryOptions().queryKey, {});
    const board = seed(getMinimalLeaderboardQueryOptions().queryKey);
    const list = seed(getCollectionsQueryOptions(31337).queryKey, []);
    await apply({ type: 'site' });
    expect([stale(config), stale(board), stale(list)]).toEqual([true, false, false]);
  });
});

describe('the catalogue and resyncing', () => {
  it('a collection change refreshes the collection lists and metadata, and the offers on items', async () => {
    const list = seed(getCollectionsQueryOptions(31337).queryKey, []);
    const metadata = seed(getCollectionMetadataQueryOptions('guardians', 31337).queryKey);
    const offers = seed(getItemOffersQueryOptions({ tokenAddress: TOKEN, tokenId: '1' }).queryKey);
    const grid = seed(getCollectionItemsQueryOptions({ ...gridParams, offset: 0 }).queryKey, itemsPage('1'));
    await apply({ type: 'catalogue', collectionId: 1 });
    expect([stale(list), stale(metadata), stale(offers), stale(grid)]).toEqual([true, true, true, false]);
  });

  it("a listing or offer posted (a catalogue event) refreshes the trait filters' floors and offers", async () => {
    const traitPrices = seed(getTraitPricesQueryOptions('guardians', 31337).queryKey, []);
    const traits = seed([
      keyRoots.collectionUniqueAttributes,
      { collectionRef: 'guardians', chainId: 31337 },
    ]);
    await apply({ type: 'catalogue' });
    expect([stale(traitPrices), stale(traits)]).toEqual([true, false]);
    // Nothing else moves them.
    const again = seed(getTraitPricesQueryOptions('guardians', 31337).queryKey, []);
    await apply({ type: 'site' });
    await apply({ type: 'reaction', target: 'item', id: `${TOKEN.toLowerCase()}:1` });
    expect(stale(again)).toBe(false);
  });

  it('a reconnection refreshes everything live pages show, and nothing else', async () => {
    const live = [
      seed(getNftReactionsQueryOptions({ tokenAddress: TOKEN, tokenId: '1' }, undefined).queryKey),
      seed(getCollectionItemsQueryOptions({ ...gridParams, offset: 0 }).queryKey, itemsPage('1')),
      seed(submissionsQueryKey({ source: 'gallery', sortBy: 'latest' }, null), fanArtPages(1)),
      seed(getMinimalLeaderboardQueryOptions().queryKey),
      seed(getCoinBalanceQueryOptions(ALICE).queryKey, 1),
      // A console save may have been missed too.
      seed(getSiteConfigQueryOptions().queryKey, {}),
      seed(getItemOffersQueryOptions({ tokenAddress: TOKEN, tokenId: '1' }).queryKey),
      seed(getTraitPricesQueryOptions('guardians', 31337).queryKey, []),
    ];
    const unrelated = seed([keyRoots.identities, ALICE], {});
    await Promise.all(resyncInvalidations.map((filters) => client.invalidateQueries(filters)));
    expect(live.map(stale)).toEqual([true, true, true, true, true, true, true, true]);
    expect(stale(unrelated)).toBe(false);
  });
});
