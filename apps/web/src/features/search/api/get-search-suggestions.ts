import { SearchResponseSchema } from '@guardians/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SearchSuggestions = z.infer<typeof SearchResponseSchema>['data'];

/** Suggestions per group (collections, items, users) under the navbar search. */
const SUGGESTION_LIMIT = 5;

/**
 * GET /api/search?q&limit: collections by name, slug or address, users by username or address, and
 * items by token id when the query ends with one (`koi #7`, `#7`).
 */
async function getSearchSuggestions(
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const data = await apiRequest(`/api/search?${params}`, signal ? { signal } : {});
  return SearchResponseSchema.shape.data.parse(data);
}

function getSearchSuggestionsQueryOptions(q: string, limit = SUGGESTION_LIMIT) {
  return queryOptions({
    queryKey: ['search', { q, limit }] as const,
    queryFn: ({ signal }) => getSearchSuggestions(q, limit, signal),
    staleTime: 30_000,
  });
}

/**
 * Suggestions for a normalized query (null: too short, nothing to ask). While the next answer is on
 * its way the previous one stays, so the list does not flicker with every key.
 */
export function useSearchSuggestions(q: string | null) {
  return useQuery({
    ...getSearchSuggestionsQueryOptions(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
