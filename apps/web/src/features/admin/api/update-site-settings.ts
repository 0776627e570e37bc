import { type SiteSettings, SiteSettingsResponseSchema } from '@guardians/shared/admin';
import type { SiteConfig } from '@guardians/shared/site-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSiteConfigQueryOptions } from '../../../lib/api/get-site-config.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSiteSettingsQueryOptions } from './get-site-settings.ts';

/** PUT /api/admin/site-config: the whole configuration; the server answers it as stored. */
async function updateSiteSettings(config: SiteConfig): Promise<SiteSettings> {
  // Sent with an Idempotency-Key (no `kind`): a retried save must not write a second audit entry.
  const data = await apiRequest('/api/admin/site-config', { method: 'PUT', body: config });
  return SiteSettingsResponseSchema.shape.data.parse(data);
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getSiteSettingsQueryOptions().queryKey, saved);
      // This tab's navbar and theme follow at once; other tabs hear the server's `site` event.
      return queryClient.invalidateQueries({ queryKey: getSiteConfigQueryOptions().queryKey });
    },
  });
}
