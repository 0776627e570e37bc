// Every area at once, for the server. The web imports one area per path (`@guardians/shared/<area>`,
// package.json "exports"), so a page's chunks hold only the schemas of the areas it uses (decision 0061).

export * from './areas/admin.ts';
export * from './areas/auth.ts';
export * from './areas/catalogue.ts';
export * from './areas/certified.ts';
export * from './areas/common.ts';
export * from './areas/community.ts';
export * from './areas/contest.ts';
export * from './areas/demo.ts';
export * from './areas/editorial.ts';
export * from './areas/gallery.ts';
export * from './areas/live.ts';
export * from './areas/notifications.ts';
export * from './areas/offers.ts';
export * from './areas/operations.ts';
export * from './areas/quests.ts';
export * from './areas/reactions.ts';
export * from './areas/sale.ts';
export * from './areas/shields.ts';
export * from './areas/site-config.ts';
export * from './areas/social.ts';
export * from './areas/swaps.ts';
export * from './areas/trading.ts';
export * from './areas/users.ts';
export * from './areas/vault.ts';
export * from './areas/watchlist.ts';
