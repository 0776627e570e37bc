import { type ConsoleLoreEntry, ConsoleLoreListResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** The Story chapters or the Odyssey stages: the server's path names them. */
export type LoreSection = 'stories' | 'odyssey';

/** GET /api/admin/stories | /api/admin/odyssey (content:edit): every entry in order, locked ones too. */
async function getContentLore(section: LoreSection, signal?: AbortSignal): Promise<ConsoleLoreEntry[]> {
  const data = await apiRequest(`/api/admin/${section}`, signal ? { signal } : {});
  return ConsoleLoreListResponseSchema.shape.data.parse(data).items;
}

/** Both sections' lists. */
export const contentLoreKey = [ADMIN_KEY, 'content-lore'] as const;

function getContentLoreQueryOptions(section: LoreSection) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'content-lore', section] as const,
    queryFn: ({ signal }) => getContentLore(section, signal),
    staleTime: 0,
  });
}

export function useContentLore(section: LoreSection) {
  return useQuery(getContentLoreQueryOptions(section));
}
