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
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https:\/\/[^\s]+|\/[^\s]*)$/, 'must be an https URL or a site path')
  .nullable()
  .or(z.literal('').transform(() => null));
export const CollectionSettingsBodySchema = z.object({
  slug: AddCollectionBodySchema.shape.slug.unwrap(),
  description: optionalText(2000),
  image: imageUrl,
  bannerImage: imageUrl,
  presaleUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s]+$/, 'presaleUrl must be an https URL')
    .nullable()
    .or(z.literal('').transform(() => null)),
});
export type CollectionSettings = z.infer<typeof CollectionSettingsBodySchema>;
