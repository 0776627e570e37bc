import { type SiteSettings, SiteSettingsResponseSchema } from '@guardians/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** GET /api/admin/site-config (site:edit): the configuration with who last saved it in the console. */
async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const data = await apiRequest('/api/admin/site-config', signal ? { signal } : {});
  return SiteSettingsResponseSchema.shape.data.parse(data);
}

export function getSiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'site-settings'] as const,
    queryFn: ({ signal }) => getSiteSettings(signal),
    // The form starts from it: always the stored state when the page opens, not a minute-old copy.
    staleTime: 0,
  });
}

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions());
}
