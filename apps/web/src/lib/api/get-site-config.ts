import { type SiteConfig, SiteConfigSchema } from '@guardians/shared/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const data = await apiRequest('/api/site-configs', signal ? { signal } : {});
  return SiteConfigSchema.parse(data);
}

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'] as const,
    queryFn: ({ signal }) => getSiteConfig(signal),
    // Changes only when an operator edits it; a reload picks that up.
    staleTime: 5 * 60_000,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}
