import { PortalContentResponseSchema, type PortalContentSchema } from '@guardians/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { portalContentKey } from './portal-keys.ts';

export type PortalContent = z.infer<typeof PortalContentSchema>;

/** Open with the content; locked until the passphrase is given; closed when the site has no portal. */
export type PortalState =
  | { state: 'open'; content: PortalContent }
  | { state: 'locked' }
  | { state: 'closed' };

/**
 * GET /api/portal/content: 200 when this browser already unlocked the portal this session (the
 * HttpOnly pass cookie), 401 while it has not, 404 when the site has no portal.
 */
async function getPortalState(signal?: AbortSignal): Promise<PortalState> {
  try {
    const data = await apiRequest('/api/portal/content', signal ? { signal } : {});
    return { state: 'open', content: PortalContentResponseSchema.shape.data.parse(data) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { state: 'locked' };
    if (error instanceof ApiError && error.status === 404) return { state: 'closed' };
    throw error;
  }
}

export function getPortalStateQueryOptions() {
  return queryOptions({
    queryKey: portalContentKey,
    queryFn: ({ signal }) => getPortalState(signal),
    // The pass lives for the browser session; nothing here changes while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function usePortalState() {
  return useQuery(getPortalStateQueryOptions());
}
