import { type SiteConfig, SiteConfigSchema } from '@guardians/shared/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { keyRoots } from './query-keys.ts';

async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const data = await apiRequest('/api/site-configs', signal ? { signal } : {});
  return SiteConfigSchema.parse(data);
}

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: [keyRoots.siteConfig] as const,
    queryFn: ({ signal }) => getSiteConfig(signal),
    // Changes only when an operator saves it in the console; the live stream's `site` event refetches it.
    staleTime: 5 * 60_000,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}
