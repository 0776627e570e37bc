import {
  type CollectionActivity,
  type CollectionActivityKind,
  CollectionActivityResponseSchema,
  collectionActivityKinds,
  type Traits,
} from '@guardians/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Rows per page of the collection's Activity tab. */
export const COLLECTION_ACTIVITY_PAGE_SIZE = 20;

export type CollectionActivityParams = {
  collectionRef: string;
  chainId: number;
  offset: number;
  /** The kinds shown; every kind when empty. */
  kinds: readonly CollectionActivityKind[];
  /** Trait type -> values, as the items grid's filters hold them. */
  traits: Traits;
};

export type CollectionActivityPage = { items: CollectionActivity[]; total: number };

/** The query string: kinds in the order the feed names them, one `trait=type:value` per value. */
function activitySearch(params: CollectionActivityParams): URLSearchParams {
  const query = new URLSearchParams({
    chainId: String(params.chainId),
    offset: String(params.offset),
    limit: String(COLLECTION_ACTIVITY_PAGE_SIZE),
  });
  const kinds = collectionActivityKinds.filter((kind) => params.kinds.includes(kind));
  if (kinds.length > 0 && kinds.length < collectionActivityKinds.length) query.set('kind', kinds.join(','));
  for (const [type, values] of Object.entries(params.traits))
    for (const value of values) query.append('trait', `${type}:${value}`);
  return query;
}

/** GET /api/collections/:token/activity: mints, transfers, listings, offers, cancels and sales, newest first. */
async function getCollectionActivity(
  params: CollectionActivityParams,
  signal?: AbortSignal,
): Promise<CollectionActivityPage> {
  const data = await apiRequest(
    `/api/collections/${encodeURIComponent(params.collectionRef)}/activity?${activitySearch(params)}`,
    signal ? { signal } : {},
  );
  return CollectionActivityResponseSchema.shape.data.parse(data);
}

/**
 * Under the collections' key root: the live stream's catalogue events (a listing, an offer, a
 * collection edit) and a reconnection refresh it with the collections (features/live).
 */
export function getCollectionActivityQueryOptions(params: CollectionActivityParams) {
  const { collectionRef, chainId, offset, traits } = params;
  const kinds = collectionActivityKinds.filter((kind) => params.kinds.includes(kind));
  return queryOptions({
    queryKey: [
      keyRoots.collections,
      'activity',
      { collectionRef, chainId, offset, limit: COLLECTION_ACTIVITY_PAGE_SIZE, kinds, traits },
    ] as const,
    queryFn: ({ signal }) => getCollectionActivity(params, signal),
  });
}

/** While another page or filter loads, the current rows stay (dimmed) instead of a skeleton. */
export function useCollectionActivity(params: CollectionActivityParams) {
  return useQuery({ ...getCollectionActivityQueryOptions(params), placeholderData: keepPreviousData });
}
