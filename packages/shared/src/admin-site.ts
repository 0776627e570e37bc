import { z } from 'zod';
import { SiteConfigSchema } from './site-config.ts';

/**
 * `GET`/`PUT /api/admin/site-config`: the whole configuration the console edits, with who saved it
 * last there (null: as the committed file made it; a start no longer overrides it once saved).
 */
export const SiteSettingsResponseSchema = z.object({
  data: z.object({
    config: SiteConfigSchema,
    editedAt: z.iso.datetime().nullable(),
    editedBy: z.string().nullable(),
  }),
});
export type SiteSettings = z.infer<typeof SiteSettingsResponseSchema>['data'];
