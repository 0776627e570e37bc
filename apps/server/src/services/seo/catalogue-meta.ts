import { and, eq } from 'drizzle-orm';
import { collections, tokens } from '../../db/schema/index.ts';
import { getDefaultCollectionAddress } from '../catalogue/default-collection.ts';
import type { PageMeta } from './page-meta.ts';
import type { SeoContext } from './seo-context.ts';

type Collection = typeof collections.$inferSelect;

async function collectionBy(ctx: SeoContext, ref: string): Promise<Collection | null> {
  const byRef = ref.startsWith('0x')
    ? eq(collections.tokenAddress, ref.toLowerCase())
    : eq(collections.slug, ref);
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.chainId, ctx.chainId), byRef))
    .limit(1);
  return row ?? null;
}

export async function defaultCollection(ctx: SeoContext): Promise<Collection | null> {
  const address = await getDefaultCollectionAddress(ctx.db, ctx.chainId, ctx.defaultTokenAddress);
  return address ? collectionBy(ctx, address) : null;
}

/**
 * Where an item lives for search engines: `/explore/{id}` for the collection a single-mode site
 * shows, else under its collection's slug (the same item is reachable both ways).
 */
export function itemPath(
  ctx: SeoContext,
  collection: Collection,
  defaultAddress: string | null,
  tokenId: string,
) {
  return ctx.site.mode === 'single' && collection.tokenAddress === defaultAddress
    ? `/explore/${tokenId}`
    : `/collection/${encodeURIComponent(collection.slug)}/${tokenId}`;
}

export async function collectionMeta(ctx: SeoContext, ref: string): Promise<PageMeta | null> {
  const collection = await collectionBy(ctx, ref);
  if (!collection) return null;
  return {
    title: collection.name,
    description: collection.description ?? `The ${collection.name} collection on ${ctx.site.name}.`,
    image: collection.image ?? collection.bannerImage,
    path: `/collection/${encodeURIComponent(collection.slug)}`,
  };
}

/** An item of the collection `ref`, or of the default collection when `ref` is null (`/explore/{id}`). */
export async function itemMeta(
  ctx: SeoContext,
  ref: string | null,
  tokenId: string,
): Promise<PageMeta | null> {
  if (!/^\d{1,78}$/.test(tokenId)) return null;
  const defaultAddress =
    (await getDefaultCollectionAddress(ctx.db, ctx.chainId, ctx.defaultTokenAddress))?.toLowerCase() ?? null;
  const collection =
    ref === null
      ? defaultAddress
        ? await collectionBy(ctx, defaultAddress)
        : null
      : await collectionBy(ctx, ref);
  if (!collection) return null;
  const [token] = await ctx.db
    .select({ name: tokens.name, description: tokens.description, image: tokens.image })
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, collection.chainId),
        eq(tokens.tokenAddress, collection.tokenAddress),
        eq(tokens.tokenId, tokenId),
      ),
    )
    .limit(1);
  if (!token) return null;
  const id = BigInt(tokenId).toString();
  const title = token.name ?? `${collection.name} #${id}`;
  return {
    title,
    description: token.description ?? `${title}, from the ${collection.name} collection.`,
    image: token.image ?? collection.image,
    path: itemPath(ctx, collection, defaultAddress, id),
  };
}
