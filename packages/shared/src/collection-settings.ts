import { z } from 'zod';
import { AddCollectionBodySchema } from './catalogue.ts';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';

/**
 * `PUT /api/admin/collections/{token}`: what the console edits of a collection (the contract carries
 * the rest, and the indexer keeps the name in step with it). Images are https URLs or site paths;
 * blank text clears a field.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(withoutNul, NUL_MESSAGE)
    .nullable()
    .transform((v) => v || null);
/** An https URL or a path on this site (not `//host`, which leaves it); blank clears it. */
const siteLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https:\/\/[^\s]+|\/(?:[^\s/\\][^\s]*)?)$/, 'must be an https URL or a site path')
  .nullable()
  .or(z.literal('').transform(() => null));
export const CollectionSettingsBodySchema = z.object({
  slug: AddCollectionBodySchema.shape.slug.unwrap(),
  description: optionalText(2000),
  image: siteLink,
  bannerImage: siteLink,
  /** Where the collection's sale is: its mint page on this site (`/mint/<slug>`) or an https URL. */
  presaleUrl: siteLink,
});
export type CollectionSettings = z.infer<typeof CollectionSettingsBodySchema>;
