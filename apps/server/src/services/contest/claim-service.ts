import { type ClaimCheck, type ClaimResult, type ContestPiece, contestMessages } from '@guardians/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { artClaims } from '../../db/schema/contest.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { ContestContext } from './contest-context.ts';
import { findPiece } from './contest-pieces.ts';

type Claimed = { released: boolean; tokenId: string };

async function pieceOrThrow(ctx: ContestContext, tokenId: string, caller: string): Promise<ContestPiece> {
  const piece = await findPiece(ctx, tokenId, caller);
  if (!piece) throw new NotFoundError(contestMessages.pieceUnknown);
  return piece;
}

/**
 * Claims a piece, or releases it when the caller already holds it. Who holds what is decided by the
 * partial unique indexes at insert time (never a check-then-write), so of many simultaneous claimers
 * exactly one wins. The per-account advisory lock only keeps one account's own requests in order, so
 * its claim count cannot be raced past the threshold.
 */
export async function claimPiece(
  ctx: ContestContext,
  account: string,
  tokenId: string,
): Promise<ClaimResult> {
  const piece = await pieceOrThrow(ctx, tokenId, account);
  const tokenAddress = piece.tokenAddress;
  const outcome = await ctx.db.transaction(async (tx): Promise<Claimed> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`art_claims:${account}`}, 0))`);
    const onPiece = and(eq(artClaims.tokenAddress, tokenAddress), eq(artClaims.tokenId, tokenId));

    const released = await tx
      .update(artClaims)
      .set({ releasedAt: sql`now()` })
      .where(and(onPiece, eq(artClaims.account, account), isNull(artClaims.releasedAt)))
      .returning({ id: artClaims.id });
    if (released.length > 0) return { released: true, tokenId };

    const [made] = await tx.select({ n: count() }).from(artClaims).where(eq(artClaims.account, account));
    if ((made?.n ?? 0) >= (await ctx.claimThreshold(tx)))
      throw new ConflictError(contestMessages.thresholdReached);

    // A row of someone else with a larger id than the caller's latest claim of this piece can only
    // exist if it was inserted after that claim was released (while held, the index refused it).
    const takenAfter = await tx.execute(sql`
      select 1 from art_claims other
      where other.token_address = ${tokenAddress} and other.token_id = ${tokenId}::numeric
        and other.account <> ${account}
        and other.id > (select max(mine.id) from art_claims mine
                        where mine.account = ${account} and mine.token_address = ${tokenAddress}
                          and mine.token_id = ${tokenId}::numeric)
      limit 1`);
    if (takenAfter.rows.length > 0) throw new ConflictError(contestMessages.takenAfterRelease);

    try {
      await tx.insert(artClaims).values({ tokenAddress, tokenId, account });
    } catch (error) {
      if (isUniqueViolation(error, 'art_claims_one_per_piece'))
        throw new ConflictError(contestMessages.pieceTaken, { cause: error });
      if (isUniqueViolation(error, 'art_claims_one_per_account'))
        throw new ConflictError(contestMessages.alreadyHolding, { cause: error });
      throw error;
    }
    return { released: false, tokenId };
  });
  return {
    piece: await pieceOrThrow(ctx, outcome.tokenId, account),
    released: outcome.released,
    message: outcome.released ? contestMessages.unclaimed : contestMessages.claimed,
  };
}

/** Releases the caller's active claim; 404 when they hold none. */
export async function releaseClaim(
  ctx: ContestContext,
  account: string,
): Promise<{ piece: ContestPiece | null; message: string }> {
  const [released] = await ctx.db
    .update(artClaims)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(artClaims.account, account), isNull(artClaims.releasedAt)))
    .returning({ tokenId: artClaims.tokenId });
  if (!released) throw new NotFoundError(contestMessages.noActiveClaim);
  // The piece may have been burned while claimed: the release still stands.
  return { piece: await findPiece(ctx, released.tokenId, account), message: contestMessages.unclaimed };
}

const VISITOR_CHECK: ClaimCheck = { hasClaimed: false, claimsCount: 0, claimThreshold: 0, piece: null };

/** The caller's claim standing; a visitor gets the spec's defaults. */
export async function checkClaims(ctx: ContestContext, account: string | null): Promise<ClaimCheck> {
  if (!account) return VISITOR_CHECK;
  const [row] = await ctx.db
    .select({
      made: count(),
      // The one-per-account index allows at most one active claim.
      heldTokenId: sql<
        string | null
      >`(max(${artClaims.tokenId}::text) filter (where ${artClaims.releasedAt} is null))`,
    })
    .from(artClaims)
    .where(eq(artClaims.account, account));
  const heldTokenId = row?.heldTokenId ?? null;
  return {
    hasClaimed: heldTokenId !== null,
    claimsCount: row?.made ?? 0,
    claimThreshold: await ctx.claimThreshold(ctx.db),
    piece: heldTokenId === null ? null : await findPiece(ctx, heldTokenId, account),
  };
}
