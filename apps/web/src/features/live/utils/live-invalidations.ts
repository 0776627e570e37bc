import type { LiveEvent } from '@guardians/shared/live';
import type { InvalidateQueryFilters, Query } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';

/**
 * The query keys open pages show, by their first elements (lib/api/query-keys.ts names them for every
 * feature); live-invalidations.test.ts builds each key with its feature's own query options, so a key
 * reshaped there fails here rather than going quiet.
 */
const liveKeys = {
  /** item: ['nft-reactions', { tokenAddress, tokenId }, account] */
  nftReactions: [keyRoots.nftReactions],
  /** catalogue: collection grids and the liked tab, whose pages carry like counts. */
  collectionItems: [keyRoots.collectionItems],
  likedItems: [keyRoots.likedItems],
  /** gallery: [GALLERY_KEY, source, 'list' | 'count', ...] for the gallery and the contest. */
  fanArt: [keyRoots.fanArt],
  /** quests: ['quests', 'leaderboard', 'minimal' | 'pages', ...], ['quests', 'user', account, id] */
  questLeaderboard: [keyRoots.quests, 'leaderboard'],
  questsOfAccount: (account: string) => [keyRoots.quests, 'user', account],
  /** swaps: ['swaps', 'leaderboard', ...], ['swaps', 'claim-values', contract, account] */
  swapLeaderboard: [keyRoots.swaps, 'leaderboard'],
  claimValues: [keyRoots.swaps, 'claim-values'],
  /** swaps: ['points', 'balance' | 'ledger', account, ...] */
  coinBalance: (account: string) => [keyRoots.points, 'balance', account],
  coinLedger: (account: string) => [keyRoots.points, 'ledger', account],
  /**
   * catalogue: the collections list, and under it each collection's activity feed
   * (['collections', 'activity', { collectionRef, kinds, traits, offset, ... }]), which a listing,
   * an offer or a sale moves.
   */
  collections: [keyRoots.collections],
  collectionMetadata: [keyRoots.collectionMetadata],
  /** catalogue: ['collection-trait-prices', { collectionRef, chainId }], the trait filters' floors and offers. */
  collectionTraitPrices: [keyRoots.collectionTraitPrices],
  /** offers: ['offers', 'item', { tokenAddress, tokenId }] on the item page. */
  offers: [keyRoots.offers],
  /** lib/api: ['site-config'], read by the navbar, the footer, the theme and most pages. */
  siteConfig: [keyRoots.siteConfig],
  /** notifications: ['notifications', account, 'list' | 'unread-count'] of the signed-in account. */
  notificationsOf: (account: string) => [keyRoots.notifications, account],
  notifications: [keyRoots.notifications],
} as const;

type Filter = InvalidateQueryFilters;

/** `<tokenAddress>:<tokenId>` as the server names items. */
function parseItem(id: string): { tokenAddress: string; tokenId: string } | undefined {
  const at = id.lastIndexOf(':');
  if (at <= 0) return undefined;
  return { tokenAddress: id.slice(0, at).toLowerCase(), tokenId: id.slice(at + 1) };
}

type ItemRef = { tokenAddress?: unknown; tokenId?: unknown };
const isItem = (ref: ItemRef, item: { tokenAddress: string; tokenId: string }) =>
  typeof ref.tokenAddress === 'string' &&
  ref.tokenAddress.toLowerCase() === item.tokenAddress &&
  ref.tokenId === item.tokenId;

/** A page of items (a grid, the liked tab) that shows this item. */
function pageShows(query: Query, item: { tokenAddress: string; tokenId: string }): boolean {
  const data = query.state.data as { assets?: ItemRef[]; reactions?: ItemRef[] } | undefined;
  return Boolean(
    data?.assets?.some((ref) => isItem(ref, item)) || data?.reactions?.some((ref) => isItem(ref, item)),
  );
}

/** A fan-art list (infinite pages of submissions) that shows this submission. */
function listShows(query: Query, id: number): boolean {
  if (query.queryKey[2] !== 'list') return false;
  const data = query.state.data as { pages?: { _id?: unknown }[][] } | undefined;
  return Boolean(data?.pages?.some((page) => page.some((s) => s._id === id)));
}

/**
 * The paged leaderboard refetches every page it holds when invalidated: spec 4 wants it not to, so
 * only a board still on its first page follows along; one scrolled further stays as read.
 */
function onFirstPageOnly(query: Query): boolean {
  if (query.queryKey[2] !== 'pages') return true;
  const data = query.state.data as { pages?: unknown[] } | undefined;
  return (data?.pages?.length ?? 0) <= 1;
}

function itemFilters(id: string): Filter[] {
  const item = parseItem(id);
  if (!item) return [];
  return [
    {
      queryKey: liveKeys.nftReactions,
      predicate: (query) => isItem((query.queryKey[1] ?? {}) as ItemRef, item),
    },
    { queryKey: liveKeys.collectionItems, predicate: (query) => pageShows(query, item) },
    { queryKey: liveKeys.likedItems, predicate: (query) => pageShows(query, item) },
  ];
}

function accountFilters(account: string): Filter[] {
  const owner = account.toLowerCase();
  return [
    { queryKey: liveKeys.coinBalance(owner) },
    { queryKey: liveKeys.coinLedger(owner) },
    { queryKey: liveKeys.questsOfAccount(owner) },
  ];
}

/** The queries an event makes stale: only those whose answer it can change. */
export function liveInvalidations(event: LiveEvent): Filter[] {
  switch (event.type) {
    case 'reaction': {
      if (event.target === 'item') return itemFilters(event.id);
      const id = Number(event.id);
      return [{ queryKey: liveKeys.fanArt, predicate: (query) => listShows(query, id) }];
    }
    case 'submission':
      // A new one may belong on any list and count; a hidden one leaves them.
      return [
        {
          queryKey: liveKeys.fanArt,
          predicate: (query) => query.queryKey[2] === 'list' || query.queryKey[2] === 'count',
        },
      ];
    case 'leaderboard':
      return [
        { queryKey: liveKeys.questLeaderboard, predicate: onFirstPageOnly },
        { queryKey: liveKeys.swapLeaderboard },
        ...(event.account ? accountFilters(event.account) : []),
      ];
    case 'claim': {
      const owner = event.account.toLowerCase();
      return [
        { queryKey: liveKeys.coinBalance(owner) },
        { queryKey: liveKeys.coinLedger(owner) },
        { queryKey: liveKeys.claimValues, predicate: (query) => query.queryKey[3] === owner },
      ];
    }
    case 'catalogue':
      // The indexer's passes also fill and cancel offers, and a transfer moves who may accept one.
      // A listing or offer posted moves a trait's floor or top offer too; the event names no
      // collection, so every trait price list held refetches (only the one on screen fetches).
      return [
        { queryKey: liveKeys.collections },
        { queryKey: liveKeys.collectionMetadata },
        { queryKey: liveKeys.offers },
        { queryKey: liveKeys.collectionTraitPrices },
      ];
    case 'site':
      // A console save: the navbar, the theme and mode-dependent pages follow without a reload.
      return [{ queryKey: liveKeys.siteConfig }];
    case 'notification':
      // The stream is public and names only the account: a tab holds notifications of its own
      // signed-in account only, so no other tab has a query this matches.
      return [{ queryKey: liveKeys.notificationsOf(event.account.toLowerCase()) }];
  }
}

/**
 * After a reconnection events may have been missed: everything live pages show is refetched once
 * (only what is on screen refetches; the rest is marked stale).
 */
export const resyncInvalidations: Filter[] = [
  { queryKey: liveKeys.nftReactions },
  { queryKey: liveKeys.collectionItems },
  { queryKey: liveKeys.likedItems },
  { queryKey: liveKeys.fanArt },
  { queryKey: liveKeys.questLeaderboard, predicate: onFirstPageOnly },
  { queryKey: liveKeys.swapLeaderboard },
  { queryKey: [keyRoots.points] },
  { queryKey: liveKeys.collections },
  { queryKey: liveKeys.offers },
  { queryKey: liveKeys.collectionTraitPrices },
  // A console save missed while disconnected would otherwise keep the old navbar and theme.
  { queryKey: liveKeys.siteConfig },
  { queryKey: liveKeys.notifications },
];
