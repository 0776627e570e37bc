// @guardians/shared/catalogue: Collections, items, wallets and search.
export * from '../catalogue.ts';
export * from '../catalogue-items.ts';
export * from '../catalogue-wallets.ts';
export * from '../collection-activity.ts';
export * from '../collection-history.ts';
export * from '../collection-settings.ts';
export * from '../collections.ts';
export * from '../item-activity.ts';
export * from '../media-preview.ts';
export * from '../trait-prices.ts';
