import { z } from 'zod';
import { listResponse } from './envelopes.ts';

/** Square sizes the demo art is rasterised at: 512 for item pages, 160/320 for (retina) thumbnails. */
export const DEMO_IMAGE_SIZES = [160, 320, 512] as const;
export const DEMO_IMAGE_DEFAULT_SIZE = 512;

/** The layers the renderer composes, bottom to top; each trait type paints exactly one layer. */
export const demoLayers = ['background', 'aura', 'body', 'element', 'eyes', 'accessory'] as const;
export const DemoLayerSchema = z.enum(demoLayers);
export type DemoLayer = z.infer<typeof DemoLayerSchema>;

/** Which family of bodies (and accessories) a collection draws. */
export const demoArtFamilies = ['guardian', 'koi', 'relic'] as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const DemoTraitValueSchema = z.object({
  value: z.string().min(1).max(40),
  /** Relative weight within its trait type; rarity is weight / sum of weights. */
  weight: z.number().int().positive(),
});

export const DemoTraitTypeSchema = z.object({
  traitType: z.string().min(1).max(40),
  layer: DemoLayerSchema,
  values: z.array(DemoTraitValueSchema).min(2).max(16),
});

/** One collection of content/demo/collections.json. */
export const DemoCollectionSchema = z.object({
  slug: z.string().regex(slugPattern, 'must be kebab-case'),
  name: z.string().min(1).max(60),
  symbol: z.string().regex(/^[A-Z0-9]{2,8}$/),
  description: z.string().min(1).max(600),
  /** Token ids run from 1 to supply. */
  supply: z.number().int().min(1).max(100_000),
  art: z.enum(demoArtFamilies),
  traits: z.array(DemoTraitTypeSchema).min(3),
});
export type DemoCollection = z.infer<typeof DemoCollectionSchema>;

export const DemoCollectionsFileSchema = z.object({
  collections: z.array(DemoCollectionSchema).min(1),
});

/** OpenSea-style attribute, as stored on chain-facing metadata. */
export const DemoAttributeSchema = z.object({
  trait_type: z.string().min(1),
  value: z.string().min(1),
});
export type DemoAttribute = z.infer<typeof DemoAttributeSchema>;

/** The JSON a demo token URI returns (ERC-721 metadata JSON with OpenSea's extensions). */
export const DemoTokenMetadataSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  /** Absolute URL of the 512 px PNG; for video tokens it doubles as the poster. */
  image: z.url(),
  attributes: z.array(DemoAttributeSchema).min(1),
  /** Video (mp4), audio (mp3) or 3D model (gltf) for the few tokens that carry one. */
  animation_url: z.url().optional(),
});
export type DemoTokenMetadata = z.infer<typeof DemoTokenMetadataSchema>;

/** Collection-level metadata (ERC-7572 `contractURI` shape), plus what the seeding needs. */
export const DemoCollectionInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  image: z.url(),
  slug: z.string(),
  supply: z.number().int(),
  /** Token URI = baseUri + tokenId; what the contract's baseURI is set to. */
  baseUri: z.url(),
});
export type DemoCollectionInfo = z.infer<typeof DemoCollectionInfoSchema>;
export const DemoCollectionListResponseSchema = listResponse(DemoCollectionInfoSchema);

const tokenId = z
  .string()
  .regex(/^\d{1,10}$/, 'tokenId must be a number')
  .transform(Number);

export const DemoCollectionParamsSchema = z.object({ collection: z.string().max(60) });
export const DemoTokenParamsSchema = z.object({ collection: z.string().max(60), tokenId });

export const DemoImageQuerySchema = z.object({
  size: z.coerce
    .number<string | number>()
    .refine((size) => (DEMO_IMAGE_SIZES as readonly number[]).includes(size), {
      message: `size must be one of ${DEMO_IMAGE_SIZES.join(', ')}`,
    })
    .meta({ enum: [...DEMO_IMAGE_SIZES] }) // the refinement, as the OpenAPI document states it
    .default(DEMO_IMAGE_DEFAULT_SIZE),
});

export const DemoMediaParamsSchema = z.object({ file: z.string().max(80) });
