import type { ConsoleCertifiedPrize } from '@guardians/shared';
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { certifiedNfts, collections, tokens } from '../../db/schema/index.ts';
import type { UrlPresenter } from '../catalogue/read/public-urls.ts';
import {
  PrizeNotFoundError,
  PrizeOrderIncompleteError,
  PrizeTokenUnknownError,
  PrizeTokenWithoutImageError,
} from './certified-errors.ts';
import { type CertifiedRow, prizeOrder, shownPrize, toCertifiedNft } from './certified-service.ts';

/** The console's prizes: tokens of the site's collections on the chain this server indexes. */
export interface CertifiedConsoleContext {
  db: Db;
  chainId: number;
  urls: UrlPresenter;
}

/** What the console sends, after the shared schema: the address lower case, the token id canonical. */
interface PrizeInput {
  name: string;
  description: string;
  tokenAddress: string;
  tokenId: string;
}

function toConsolePrize(row: CertifiedRow, urls: UrlPresenter): ConsoleCertifiedPrize {
  return {
    ...toCertifiedNft(row, urls),
    slug: row.slug,
    edited: row.editedAt !== null,
    editedAt: row.editedAt?.toISOString() ?? null,
    editedBy: row.editedBy,
  };
}

/** Every prize the site shows, in prize order, with where it came from and who last changed it. */
export async function listConsolePrizes(
  ctx: CertifiedConsoleContext,
): Promise<{ items: ConsoleCertifiedPrize[]; total: number }> {
  const rows = await ctx.db
    .select()
    .from(certifiedNfts)
    .where(shownPrize)
    .orderBy(...prizeOrder);
  return { items: rows.map((row) => toConsolePrize(row, ctx.urls)), total: rows.length };
}

export async function getConsolePrize(
  ctx: CertifiedConsoleContext,
  id: number,
): Promise<ConsoleCertifiedPrize> {
  const [row] = await ctx.db
    .select()
    .from(certifiedNfts)
    .where(and(eq(certifiedNfts.id, id), shownPrize));
  if (!row) throw new PrizeNotFoundError();
  return toConsolePrize(row, ctx.urls);
}

/** The item's stored picture; refuses a token that is not a live item of one of our collections. */
async function itemImage(ctx: CertifiedConsoleContext, input: PrizeInput): Promise<string> {
  const [found] = await ctx.db
    .select({
      collection: collections.name,
      liveTokenId: tokens.tokenId,
      item: tokens.name,
      image: tokens.image,
    })
    .from(collections)
    .leftJoin(
      tokens,
      and(
        eq(tokens.chainId, collections.chainId),
        eq(tokens.tokenAddress, collections.tokenAddress),
        eq(tokens.tokenId, input.tokenId),
        isNotNull(tokens.owner),
      ),
    )
    .where(and(eq(collections.chainId, ctx.chainId), eq(collections.tokenAddress, input.tokenAddress)))
    .limit(1);
  if (!found) throw new PrizeTokenUnknownError(input);
  if (found.liveTokenId === null)
    throw new PrizeTokenUnknownError({ ...input, collection: found.collection });
  if (!found.image)
    throw new PrizeTokenWithoutImageError(found.item ?? `${found.collection} #${input.tokenId}`);
  return found.image;
}

async function prizeValues(ctx: CertifiedConsoleContext, input: PrizeInput, editedBy: string) {
  return {
    name: input.name,
    description: input.description,
    tokenAddress: input.tokenAddress,
    tokenId: input.tokenId,
    imageUrl: await itemImage(ctx, input),
    editedBy,
    editedAt: sql`now()`,
  };
}

/** A new prize goes last; it has no slug, so no content file ever names it. */
export async function createPrize(
  ctx: CertifiedConsoleContext,
  input: PrizeInput,
  editedBy: string,
): Promise<ConsoleCertifiedPrize> {
  const values = await prizeValues(ctx, input, editedBy);
  const [last] = await ctx.db
    .select({ position: max(certifiedNfts.position) })
    .from(certifiedNfts)
    .where(shownPrize);
  const [row] = await ctx.db
    .insert(certifiedNfts)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('prize insert returned no row');
  return toConsolePrize(row, ctx.urls);
}

/** Takes the prize over from the content file: a later start leaves it as the console set it. */
export async function updatePrize(
  ctx: CertifiedConsoleContext,
  id: number,
  input: PrizeInput,
  editedBy: string,
): Promise<ConsoleCertifiedPrize> {
  const values = await prizeValues(ctx, input, editedBy);
  const [row] = await ctx.db
    .update(certifiedNfts)
    .set(values)
    .where(and(eq(certifiedNfts.id, id), shownPrize))
    .returning();
  if (!row) throw new PrizeNotFoundError();
  return toConsolePrize(row, ctx.urls);
}

/** Hidden, not deleted: the row keeps its slug, so the content file does not bring it back. */
export async function removePrize(
  ctx: CertifiedConsoleContext,
  id: number,
  editedBy: string,
): Promise<ConsoleCertifiedPrize> {
  const [row] = await ctx.db
    .update(certifiedNfts)
    .set({ removedAt: sql`now()`, editedAt: sql`now()`, editedBy })
    .where(and(eq(certifiedNfts.id, id), shownPrize))
    .returning();
  if (!row) throw new PrizeNotFoundError();
  return toConsolePrize(row, ctx.urls);
}

/**
 * Sets the prize order: `ids` must name every shown prize once. Moving a prize does not make it
 * edited: the file's order applies only when a prize is first added, so the order is the console's
 * anyway, and an edited prize would no longer get its token address filled in.
 */
export async function reorderPrizes(db: Db, ids: readonly number[]): Promise<void> {
  return serviceTransaction(db, async (tx) => {
    // Locked, so a prize removed meanwhile cannot slip between the check and the writes; one added
    // meanwhile is not in `ids` and stays last, where it was put.
    const existing = await tx
      .select({ id: certifiedNfts.id })
      .from(certifiedNfts)
      .where(shownPrize)
      .for('update');
    const known = new Set(existing.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw new PrizeOrderIncompleteError();
    await tx.execute(sql`
      update ${certifiedNfts} set position = o.position
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
       where ${certifiedNfts.id} = o.id and ${certifiedNfts.position} <> o.position`);
  });
}
