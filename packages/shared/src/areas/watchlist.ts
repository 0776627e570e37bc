// @guardians/shared/watchlist: Watched collections, items and traits, with alert prices.
export * from '../watchlist.ts';
export * from '../watchlist-requests.ts';
