import type { ArtistSubmission, GallerySort } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { lovesByGroup, selectSubmissions } from './submission-read.ts';
import { type SubmissionRow, toArtistSubmission } from './submission-view.ts';

/** Only the fan art of one Guardian: both halves given, or neither. */
export type TokenFilter = { tokenAddress?: string | undefined; tokenId?: string | undefined };

export type SubmissionListOptions = TokenFilter & {
  offset: number;
  limit: number;
  sortBy: GallerySort;
  /** Only administrators' requests may include disabled submissions. */
  includeDisabled: boolean;
  /** Seed of the random order; absent, a seed that changes daily. */
  seed?: string | undefined;
  viewer: string | null;
};

/** Without a visit's seed the random order still holds for a day, so a shared link pages consistently. */
function dailySeed(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Every order ends on the id, so equal keys never swap between pages. */
function orderBy(sortBy: GallerySort, seed: string): SQL {
  switch (sortBy) {
    case 'oldest':
      return sql`s.tweet_created_at asc, s.id asc`;
    case 'most_reactions':
      return sql`r.total desc, s.id desc`;
    case 'least_reactions':
      return sql`r.total asc, s.id desc`;
    case 'random':
      // A hash of (seed, id) is a fixed permutation for the seed: paging with offsets never repeats.
      return sql`md5(${seed}::text || ':' || s.id::text), s.id`;
    default:
      return sql`s.tweet_created_at desc, s.id desc`;
  }
}

class TokenFilterHalfGivenError extends BadRequestError {
  override readonly code = 'TOKEN_FILTER_INCOMPLETE';
  constructor(missing: 'tokenAddress' | 'tokenId') {
    super('tokenAddress and tokenId filter together: give both or neither', { field: missing });
  }
}

/**
 * The Guardian a filter names (address lower-case, as the intake stores it), or null for the whole
 * pool. A half-given filter is refused rather than ignored, so an item page never shows everyone's
 * fan art.
 */
function filteredToken(filter: TokenFilter): { address: string; id: string } | null {
  const { tokenAddress, tokenId } = filter;
  if (tokenAddress === undefined && tokenId === undefined) return null;
  if (tokenAddress === undefined) throw new TokenFilterHalfGivenError('tokenAddress');
  if (tokenId === undefined) throw new TokenFilterHalfGivenError('tokenId');
  return { address: tokenAddress.toLowerCase(), id: tokenId };
}

function tokenMatch(filter: TokenFilter): SQL {
  const token = filteredToken(filter);
  // The index (token_address, token_id) serves this.
  return token ? sql`s.token_address = ${token.address} and s.token_id = ${token.id}` : sql`true`;
}

function visible(includeDisabled: boolean, filter: TokenFilter): SQL {
  const shown = includeDisabled ? sql`true` : sql`not s.disabled`;
  return sql`${shown} and ${tokenMatch(filter)}`;
}

/** What a filter's total is read from: the totals the database keeps (`gallery_totals`). */
function totalOf(options: TokenFilter & { includeDisabled: boolean }): SQL {
  // The pool's row has empty token fields.
  const { address, id } = filteredToken(options) ?? { address: '', id: '' };
  const column = options.includeDisabled ? sql`with_disabled` : sql`shown`;
  return sql`coalesce((select ${column} from gallery_totals where token_address = ${address} and token_id = ${id}), 0)`;
}

/**
 * One page and how many submissions the whole list (same filter) holds, in one statement: the rows
 * with their love counts and media, each carrying the total. Orders that do not depend on loves cut
 * the page first and count loves for its rows only; ordering by loves counts them once per
 * submission in one grouped pass. A page past the end has no row to carry the total: it is read alone.
 */
export async function listSubmissions(
  db: Db,
  options: SubmissionListOptions,
): Promise<{ items: ArtistSubmission[]; total: number }> {
  const order = orderBy(options.sortBy, options.seed ?? dailySeed());
  const where = visible(options.includeDisabled, options);
  const byLoves = options.sortBy === 'most_reactions' || options.sortBy === 'least_reactions';
  const total = sql`, ${totalOf(options)} as list_total`;
  const rows = await db.execute<SubmissionRow & { list_total: number }>(
    byLoves
      ? sql`
    ${selectSubmissions(options.viewer, sql`artist_submissions`, lovesByGroup, total)}
     where ${where}
     order by ${order}
     limit ${options.limit} offset ${options.offset}`
      : sql`
    ${selectSubmissions(
      options.viewer,
      sql`(select s.* from artist_submissions s where ${where} order by ${order}
            limit ${options.limit} offset ${options.offset})`,
      undefined,
      total,
    )}
     order by ${order}`,
  );
  const [first] = rows.rows;
  return {
    items: rows.rows.map(toArtistSubmission),
    total: first ? first.list_total : await countSubmissions(db, options),
  };
}

/** How many submissions a filter finds. */
export async function countSubmissions(
  db: Db,
  options: TokenFilter & { includeDisabled: boolean },
): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`select ${totalOf(options)} as count`);
  return rows.rows[0]?.count ?? 0;
}
