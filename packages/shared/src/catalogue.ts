import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { booleanFlag, pageQuery, sortByQuery } from './query-fields.ts';

export { CATALOGUE_MAX_PAGE_SIZE, COLLECTION_PAGE_SIZE } from './query-fields.ts';
/** Spec section 5: the trait panel lists at most 50 values per trait type. */
export const TRAIT_VALUES_SHOWN = 50;
export const TRAIT_SIDEBAR_WIDTH_PX = 300;
/** Spec section 9: wallet-tab search waits 300 ms after the last key. */
export const WALLET_SEARCH_DEBOUNCE_MS = 300;

export const timeRanges = ['one_day', 'seven_day', 'thirty_day'] as const;
export const TimeRangeSchema = z.enum(timeRanges);
export type TimeRange = z.infer<typeof TimeRangeSchema>;

/** The file types an item page previews (spec section 3); anything else is 'File type not supported!'. */
export const previewableExtensions = [
  'gltf',
  'fbx',
  'mp4',
  'mp3',
  'png',
  'jpg',
  'jpeg',
  'svg',
  'webp',
] as const;

/** Token ids are uint256: carried as decimal strings. */
export const TokenIdSchema = z
  .string()
  .regex(/^\d{1,78}$/, 'tokenId must be a non-negative whole number')
  .transform((value) => value.replace(/^0+(?=\d)/, ''));

/** `{token}` in collection paths: a contract address, or (for reads) a collection slug. */
export const CollectionRefParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(80)
    .regex(
      /^(0x[0-9a-fA-F]{40}|[a-z0-9]+(?:-[a-z0-9]+)*)$/,
      'must be a contract address or a collection slug',
    )
    .transform((value) => (value.startsWith('0x') ? value.toLowerCase() : value)),
});

export const CollectionItemsQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  refreshCache: booleanFlag.optional(),
  ...pageQuery,
  withTotalSupply: booleanFlag.optional(),
  withReactions: booleanFlag.optional(),
  withPrices: booleanFlag.optional(),
  /** 'Search by name or trait': case-insensitive substring of the name or of any trait value. */
  search: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
  /** token_id (default) or price_asc / price_desc: listed items by price first, then the rest by id. */
  ...sortByQuery,
});
export type CollectionItemsQuery = z.infer<typeof CollectionItemsQuerySchema>;

/** Traits: trait type -> values. Values of one type are ORed, types are ANDed. */
export const TraitsSchema = z.record(
  z.string().min(1).max(100).refine(withoutNul, NUL_MESSAGE),
  z.array(z.string().max(200).refine(withoutNul, NUL_MESSAGE)).max(200),
);
export type Traits = z.infer<typeof TraitsSchema>;

/**
 * Body of the POST variant: the attributes map itself (`{ "Background": ["Jade"] }`), or wrapped as
 * `{ "attributes": { ... } }`. At most 50 trait types. No body means no filter (Fastify hands a
 * missing body to the validator as null, which `.optional().default({})` refused).
 */
export const CollectionItemsBodySchema = z
  .union([z.object({ attributes: TraitsSchema }).strict(), TraitsSchema])
  .transform((body) =>
    'attributes' in body && !Array.isArray(body.attributes) ? (body.attributes as Traits) : (body as Traits),
  )
  .refine((traits) => Object.keys(traits).length <= 50, 'at most 50 trait types')
  .nullish()
  .transform((traits): Traits => traits ?? {});

export const mediaKinds = ['image', 'video', 'audio', 'model', 'other'] as const;
export const MediaKindSchema = z.enum(mediaKinds);

/** Asset/NFT (spec section 3). Site-served files come back as site-relative paths. */
export const AssetSchema = z.object({
  tokenId: z.string(),
  tokenAddress: z.string(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  /** A small rendition for grids where one exists, else the image. */
  thumbnail: z.string().nullable(),
  media: z.object({
    /** animation_url when the token has one, else the image; null without media. */
    uri: z.string().nullable(),
    kind: MediaKindSchema.nullable(),
  }),
  owner: z.string().nullable(),
});
export type Asset = z.infer<typeof AssetSchema>;

/** Price (spec section 3): null while the item has no valid listing ('Not for sale'). */
export const PriceSchema = z.object({
  tokenId: z.string(),
  tokenAddress: z.string(),
  /** Decimal ether, e.g. "0.25". */
  price: z.string().nullable(),
  symbol: z.string(),
  /** The latest sale's price in decimal ether, null before the first one (shown when not listed). */
  lastSale: z.string().nullable().optional(),
  /**
   * The best open offer its holder could accept now, in WETH as decimal ether ("0.2"): the highest
   * of the item's own offers, its collection's offers and the trait offers whose token ids include
   * it, each funded (its offerer's WETH balance and allowance cover it) and not the owner's own;
   * null when there is none. Absent where offers were not read, or when the chain did not answer in
   * time (decision 0091).
   */
  bestOffer: z.string().nullable().optional(),
});
export type Price = z.infer<typeof PriceSchema>;

export const ReactionCountSchema = z.object({
  tokenId: z.string(),
  tokenAddress: z.string(),
  totalCount: z.number().int(),
});
export type ReactionCount = z.infer<typeof ReactionCountSchema>;

export const CollectionItemsResponseSchema = z.object({
  data: z.object({
    assets: z.array(AssetSchema),
    /** Items matching the filters (burned ones excluded). */
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    /** With withTotalSupply. */
    totalSupply: z.string().nullable().optional(),
    /** With withReactions: one entry per asset of the page. */
    reactions: z.array(ReactionCountSchema).optional(),
    /** With withPrices: one entry per asset of the page. */
    prices: z.array(PriceSchema).optional(),
  }),
});
export type CollectionItemsPage = z.infer<typeof CollectionItemsResponseSchema>['data'];

/**
 * From listings and indexed sales (decision 0024): floor = cheapest valid listing, volume and average
 * over all sales, market cap = floor x total supply; amounts in ether.
 */
export const StatsTotalSchema = z.object({
  floor_price: z.number().nullable(),
  floor_price_symbol: z.string(),
  average_price: z.number().nullable(),
  market_cap: z.number(),
  volume: z.number(),
  num_owners: z.number().int().nullable(),
  /**
   * The best open, funded collection offer in WETH as a decimal ether string ("0.25"), null when there
   * is none. Only on one collection's metadata (the offerers' funds are read from the chain then);
   * absent in the collections list and when the chain did not answer in time.
   */
  top_offer: z.string().nullable().optional(),
});

export const CollectionStatsSchema = z.object({
  total: StatsTotalSchema,
  /** volume_change: percent change of volume against the interval before (12.5 = +12.5 %). */
  intervals: z.array(z.object({ interval: TimeRangeSchema, volume_change: z.number() })),
});
export type CollectionStats = z.infer<typeof CollectionStatsSchema>;

/** Chain record (spec section 3). */
export const ChainRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Base URL of the block explorer; null for a chain without one (the local dev chain). */
  url: z.string().nullable(),
});
export type ChainRecord = z.infer<typeof ChainRecordSchema>;

export const indexingStatuses = ['pending', 'backfilling', 'synced', 'error'] as const;

export const IndexingSchema = z.object({
  status: z.enum(indexingStatuses),
  /** Tokens in the database (burned excluded) and the contract's total supply: "indexing n / m". */
  tokensIndexed: z.number().int(),
  totalSupply: z.string().nullable(),
  indexedBlock: z.string().nullable(),
  headBlock: z.string().nullable(),
  error: z.string().nullable(),
});
export type Indexing = z.infer<typeof IndexingSchema>;

/** Collection metadata (spec section 3). */
export const CollectionMetadataSchema = z.object({
  name: z.string(),
  symbol: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  bannerImage: z.string().nullable(),
  slug: z.string(),
  tokenAddress: z.string(),
  chainId: z.number().int(),
  chain: ChainRecordSchema,
  contractDeployer: z.string().nullable(),
  totalSupply: z.string().nullable().optional(),
  presale: z.object({ presaleURL: z.string().nullable() }).optional(),
  stats: CollectionStatsSchema.optional(),
  indexing: IndexingSchema,
  isDefault: z.boolean(),
});
export type CollectionMetadata = z.infer<typeof CollectionMetadataSchema>;

export const CollectionMetadataQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  withPresale: booleanFlag.optional(),
  withStats: booleanFlag.optional(),
  withTotalSupply: booleanFlag.optional(),
});
export const CollectionMetadataResponseSchema = z.object({ data: CollectionMetadataSchema });

export const CollectionListQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  ...pageQuery,
});
/** Every collection with presale, stats and total supply, ranked by market cap, descending. */
export const CollectionListResponseSchema = listResponse(CollectionMetadataSchema);

export const ChainIdOnlyQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
});

/**
 * Body `{ data: traits }`, with how many live tokens carry each value beside it. The request-side
 * limits of TraitsSchema (200 values, 100-character types) do not hold for what a collection has.
 */
export const UniqueAttributesResponseSchema = z.object({
  data: z.record(z.string(), z.array(z.string())),
  counts: z.record(z.string(), z.record(z.string(), z.number().int())),
});

/** Slugs a collection cannot take: `/api/collections/all` is the list, not a collection. */
export const RESERVED_COLLECTION_SLUGS: readonly string[] = ['all'];

export const AddCollectionBodySchema = z.object({
  tokenAddress: AddressSchema,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens')
    .max(60)
    .refine((slug) => !RESERVED_COLLECTION_SLUGS.includes(slug), "the slug 'all' is reserved")
    .optional(),
});
export const AddCollectionResponseSchema = z.object({ data: CollectionMetadataSchema });
