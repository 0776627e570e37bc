import { z } from 'zod';
import { PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { OfferKindSchema } from './offers.ts';
import { pageQuery } from './query-fields.ts';

/**
 * One line of a collection's activity feed (decision 0090): chain transfers (mint, transfer, burn),
 * marketplace sales (a sale's own Transfer is folded into it), listings made, offers made, and
 * listings or offers cancelled.
 */
export const collectionActivityKinds = [
  'mint',
  'transfer',
  'burn',
  'listing',
  'cancel',
  'offer',
  'sale',
] as const;
export const CollectionActivityKindSchema = z.enum(collectionActivityKinds);
export type CollectionActivityKind = z.infer<typeof CollectionActivityKindSchema>;

/** Most `kind` values one request may name (each kind once is seven). */
const MAX_KIND_PARAMS = 7;
/** Most `trait` values one request may name. */
const MAX_ACTIVITY_TRAITS = 50;

const kindAlternatives = collectionActivityKinds.join('|');

/**
 * One query parameter, or the parameter repeated (`?kind=sale&kind=listing`). The document states the
 * pattern of each value; the transform checks it, so that a refusal can say which value is wrong.
 */
function oneOrMany(pattern: string, maxLength: number, maxCount: number) {
  const item = z.string().max(maxLength).meta({ pattern });
  return z
    .union([item, z.array(item).min(1).max(maxCount)], {
      error: `at most ${maxCount} values of at most ${maxLength} characters each`,
    })
    .optional();
}

/** `kind=sale,listing`: one or more kinds apart by commas (no spaces); each names a kind above. */
function parseKinds(values: string[], ctx: z.RefinementCtx): CollectionActivityKind[] {
  const names = values.flatMap((value) => value.split(','));
  const unknown = names.find((name) => !(collectionActivityKinds as readonly string[]).includes(name));
  if (unknown === undefined) return [...new Set(names as CollectionActivityKind[])];
  ctx.addIssue({
    code: 'custom',
    message: `'${unknown.slice(0, 40)}' is not an activity kind: name one or more of ${collectionActivityKinds.join(', ')}, apart by commas`,
  });
  return z.NEVER;
}

/**
 * `trait=Background:Jade`: a trait type and one of its values, split at the first colon (so a value
 * may hold colons, a type may not). Values of one type are ORed, types ANDed, as in the collection's
 * item filters.
 */
const TRAIT_PARAM_PATTERN = '^[^:\\u0000]{1,100}:[^\\u0000]{0,200}$';

function parseTraits(values: string[], ctx: z.RefinementCtx): Record<string, string[]> {
  // A Map, not an object: a type may be any text, '__proto__' and 'constructor' included.
  const traits = new Map<string, string[]>();
  for (const param of values) {
    const at = param.indexOf(':');
    const type = param.slice(0, at);
    const value = param.slice(at + 1);
    if (at < 1 || type.length > 100 || value.length > 200 || !withoutNul(param)) {
      ctx.addIssue({
        code: 'custom',
        message: `trait must be 'type:value' (a type of 1 to 100 characters without ':', a value of at most 200; neither with U+0000), not '${param.slice(0, 40)}'`,
      });
      return z.NEVER;
    }
    const list = traits.get(type) ?? [];
    if (!list.includes(value)) traits.set(type, [...list, value]);
  }
  return Object.fromEntries(traits);
}

export const CollectionActivityQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX).optional(),
  ...pageQuery,
  /** Only these kinds; comma-separated, repeated, or both. Absent: every kind. */
  kind: oneOrMany(`^(${kindAlternatives})(,(${kindAlternatives}))*$`, 100, MAX_KIND_PARAMS).transform(
    (value, ctx) => (value === undefined ? undefined : parseKinds([value].flat(), ctx)),
  ),
  /** `type:value`, repeatable: values of one type ORed, types ANDed. Absent: no trait filter. */
  trait: oneOrMany(TRAIT_PARAM_PATTERN, 301, MAX_ACTIVITY_TRAITS).transform((value, ctx) =>
    parseTraits(value === undefined ? [] : [value].flat(), ctx),
  ),
});
export type CollectionActivityQuery = z.infer<typeof CollectionActivityQuerySchema>;

export const CollectionActivitySchema = z.object({
  /**
   * Stable within the collection: 'tx hash:log index' for chain events, 'listing:' / 'offer:' +
   * digest for what was signed, 'cancel:' + digest for a cancelled listing or offer.
   */
  id: z.string(),
  kind: CollectionActivityKindSchema,
  /** The item; null for a collection or trait offer (and for its cancel). */
  tokenId: z.string().nullable(),
  /** The item's name and small picture when the catalogue has them (null for offers on no item). */
  itemName: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** Sender of a transfer, seller of a listing, sale or cancelled listing, offerer of an offer (lower case). */
  from: z.string(),
  /** Receiver of a transfer, buyer of a sale; null for listings, offers and cancels. */
  to: z.string().nullable(),
  /** Decimal ether (WETH for offers, per item); null for transfers. */
  price: z.string().nullable(),
  /** ISO time: the block's for chain events, the server's for listings, offers and cancels. */
  timestamp: z.string(),
  /** Null for what happens off the chain (listings, offers) and for cancels. */
  txHash: z.string().nullable(),
  blockNumber: z.string().nullable(),
  /** For an offer, its cancel, and a sale that took an offer: what the offer was on. */
  offerKind: OfferKindSchema.nullable(),
  /** The trait of a trait offer. */
  trait: z.object({ type: z.string(), value: z.string() }).nullable(),
});
export type CollectionActivity = z.infer<typeof CollectionActivitySchema>;

/** Newest first. */
export const CollectionActivityResponseSchema = listResponse(CollectionActivitySchema);
