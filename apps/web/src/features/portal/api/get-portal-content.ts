import { type PortalContentSchema, PortalStateResponseSchema } from '@guardians/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { portalContentKey } from './portal-keys.ts';

export type PortalContent = z.infer<typeof PortalContentSchema>;

/** Open with the content; locked until the passphrase is given; closed when the site has no portal. */
export type PortalState =
  | { state: 'open'; content: PortalContent }
  | { state: 'locked' }
  | { state: 'closed' };

/**
 * GET /api/portal: open when this browser already unlocked the portal this session (the HttpOnly
 * pass cookie), locked while it has not, closed when the site has no portal; 200 in every case.
 */
async function getPortalState(signal?: AbortSignal): Promise<PortalState> {
  const data = await apiRequest('/api/portal', signal ? { signal } : {});
  return PortalStateResponseSchema.shape.data.parse(data);
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
