import { PostPreviewResponseSchema } from '@guardians/shared/editorial';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** POST /api/admin/posts/preview: the HTML the site's own renderer makes of the Markdown; saves nothing. */
async function previewMarkdown(markdown: string, signal?: AbortSignal): Promise<string> {
  const data = await apiRequest('/api/admin/posts/preview', {
    method: 'POST',
    body: { markdown },
    // A read sent as POST (the body is too big for a URL): no Idempotency-Key, no write retries.
    kind: 'read',
    ...(signal ? { signal } : {}),
  });
  return PostPreviewResponseSchema.shape.data.parse(data).html;
}

function getContentPreviewQueryOptions(markdown: string) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'content-preview', markdown] as const,
    queryFn: ({ signal }) => previewMarkdown(markdown, signal),
    // The same Markdown always renders the same: no refetch, and drafts typed past are dropped soon.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30_000,
  });
}

/** The preview of `markdown` (already debounced by the caller); the last one stays while the next loads. */
export function useContentPreview(markdown: string) {
  return useQuery({
    ...getContentPreviewQueryOptions(markdown),
    enabled: markdown.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
