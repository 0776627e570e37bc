import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { type MediaType, tokenAttributes, tokens } from '../../db/schema/index.ts';

export interface TokenRef extends CollectionKey {
  tokenId: string;
}

export interface StoredMetadata {
  tokenUri: string;
  name: string | null;
  description: string | null;
  image: string | null;
  animationUrl: string | null;
  mediaType: MediaType | null;
  metadata: unknown;
  attributes: { traitType: string; value: string }[];
}

/** The key tokens.trait_keys holds for one trait; parse-metadata strips control characters from both parts. */
export const traitKey = (traitType: string, value: string) => `${traitType}\u001f${value}`;

const byToken = (ref: TokenRef) =>
  and(
    eq(tokens.chainId, ref.chainId),
    eq(tokens.tokenAddress, ref.tokenAddress),
    eq(tokens.tokenId, ref.tokenId),
  );

/** Tokens whose metadata is due (new, or failed and past their back-off), oldest first. Burned ones wait. */
export async function dueForMetadata(
  db: Queryable,
  chainId: number,
  limit: number,
): Promise<(TokenRef & { attempts: number })[]> {
  return db
    .select({
      chainId: tokens.chainId,
      tokenAddress: tokens.tokenAddress,
      tokenId: tokens.tokenId,
      attempts: tokens.metadataAttempts,
    })
    .from(tokens)
    .where(
      and(
        ne(tokens.metadataStatus, 'ok'),
        lte(tokens.metadataNextAttemptAt, sql`now()`),
        eq(tokens.chainId, chainId),
        isNotNull(tokens.owner),
      ),
    )
    .orderBy(asc(tokens.metadataNextAttemptAt))
    .limit(limit);
}

/** Stores the metadata and replaces the token's traits, in one transaction. */
export async function saveMetadata(db: Db, ref: TokenRef, data: StoredMetadata): Promise<void> {
  await db.transaction(async (tx) => {
    const { attributes, ...fields } = data;
    await tx
      .update(tokens)
      .set({
        ...fields,
        traitKeys: attributes.map((a) => traitKey(a.traitType, a.value)),
        metadataStatus: 'ok',
        metadataError: null,
        metadataAttempts: 0,
        metadataFetchedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(byToken(ref));
    await tx
      .delete(tokenAttributes)
      .where(
        and(
          eq(tokenAttributes.chainId, ref.chainId),
          eq(tokenAttributes.tokenAddress, ref.tokenAddress),
          eq(tokenAttributes.tokenId, ref.tokenId),
        ),
      );
    if (attributes.length > 0)
      await tx
        .insert(tokenAttributes)
        .values(attributes.map((a) => ({ ...ref, ...a })))
        .onConflictDoNothing();
  });
}

/** Records why the fetch failed and when to try again; earlier metadata (if any) is kept. */
export async function markMetadataFailed(
  db: Queryable,
  ref: TokenRef,
  failure: { tokenUri: string | null; error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(tokens)
    .set({
      tokenUri: sql`coalesce(${failure.tokenUri}, ${tokens.tokenUri})`,
      metadataStatus: 'failed',
      metadataError: failure.error.slice(0, 500),
      metadataAttempts: sql`${tokens.metadataAttempts} + 1`,
      metadataNextAttemptAt: sql`now() + ${failure.retryInMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(byToken(ref));
}

/** Makes a token due now (the reindex route); false when the indexer has not seen it. */
export async function requeueToken(db: Queryable, ref: TokenRef): Promise<boolean> {
  const rows = await db
    .update(tokens)
    .set({ metadataStatus: 'pending', metadataNextAttemptAt: sql`now()`, metadataAttempts: 0 })
    .where(byToken(ref))
    .returning({ tokenId: tokens.tokenId });
  return rows.length > 0;
}

/**
 * Makes the known tokens of `ranges` due now (ERC-4906 updates; decision 0080). A range is a SQL
 * condition on the tokens that exist, so BatchMetadataUpdate(1, 2^256 - 1) costs what the
 * collection has, never 2^256 steps. Idempotent: marking a token twice fetches it once.
 */
export async function requeueTokenRanges(
  tx: Queryable,
  key: CollectionKey,
  ranges: { from: bigint; to: bigint }[],
): Promise<number> {
  if (ranges.length === 0) return 0;
  const bounds = (pick: (r: { from: bigint; to: bigint }) => bigint) =>
    sql.param(ranges.map((r) => pick(r).toString()));
  const result = await tx.execute(sql`
    update tokens t
       set metadata_status = 'pending', metadata_next_attempt_at = now(), metadata_attempts = 0
      from unnest(${bounds((r) => r.from)}::numeric[], ${bounds((r) => r.to)}::numeric[]) as r(lo, hi)
     where t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress}
       and t.token_id between r.lo and r.hi`);
  return result.rowCount ?? 0;
}
