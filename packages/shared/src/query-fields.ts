import { z } from 'zod';
import { MAX_PAGE_OFFSET } from './db-limits.ts';

/** Spec section 9: collection assets 50 per page; the API refuses pages above the maximum. */
export const COLLECTION_PAGE_SIZE = 50;
export const CATALOGUE_MAX_PAGE_SIZE = 100;

/** Query-string fields the catalogue's requests share (this module is not re-exported by index.ts). */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .or(z.boolean());

export const pageQuery = {
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce
    .number<string | number>()
    .int()
    .min(1)
    .max(CATALOGUE_MAX_PAGE_SIZE)
    .default(COLLECTION_PAGE_SIZE),
};

/** Orders of a collection's items: token id (the default), or listed items by cheapest valid listing first. */
export const collectionSortOrders = ['token_id', 'price_asc', 'price_desc'] as const;
export const CollectionSortSchema = z.enum(collectionSortOrders);
export type CollectionSort = z.infer<typeof CollectionSortSchema>;
export const sortByQuery = { sortBy: CollectionSortSchema.default('token_id') };
/**
 * The order the site's collection grids open in (issue 27): what is for sale first, cheapest first.
 * The API's own default stays token id, for clients that do not ask.
 */
export const GRID_DEFAULT_SORT: CollectionSort = 'price_asc';
