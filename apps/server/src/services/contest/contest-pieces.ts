import { type ContestPageQuery, type ContestPiece, GUARDIAN_TRAIT, shortenAddress } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import { traitKey } from '../../indexer/store/token-metadata-repository.ts';
import { containsPattern } from '../catalogue/text-patterns.ts';
import { type ContestContext, contestCollection } from './contest-context.ts';

type PieceRow = {
  token_id: string;
  token_address: string;
  name: string | null;
  image: string | null;
  holder: string | null;
  username: string | null;
  total: number;
};

/** Live tokens of the collection with their active claim (at most one, by the partial unique index). */
async function selectPieces(
  ctx: ContestContext,
  tokenAddress: string,
  filter: SQL,
  page: { offset: number; limit: number },
): Promise<PieceRow[]> {
  const result = await ctx.db.execute<PieceRow>(sql`
    select t.token_id::text as token_id, t.token_address, t.name, t.image,
           c.account as holder, u.username, count(*) over ()::int as total
    from tokens t
    left join art_claims c
      on c.token_address = t.token_address and c.token_id = t.token_id and c.released_at is null
    left join users u on u.account = c.account
    where t.chain_id = ${ctx.chainId} and t.token_address = ${tokenAddress} and t.owner is not null
      and ${filter}
    order by t.token_id
    offset ${page.offset} limit ${page.limit}`);
  return result.rows;
}

function toPiece(ctx: ContestContext, row: PieceRow, caller: string | null): ContestPiece {
  const image = ctx.urls.url(row.image);
  return {
    id: row.token_id,
    tokenAddress: row.token_address,
    name: row.name,
    image,
    thumbnail: ctx.urls.thumbnail(image),
    claim: {
      claimed: row.holder !== null,
      claimedBy: row.holder === null ? null : (row.username ?? shortenAddress(row.holder)),
      mine: row.holder !== null && row.holder === caller,
    },
  };
}

/** The search (a token id, or part of a name) and the Guardian, as one condition on `tokens t`. */
function piecesFilter(query: ContestPageQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  const term = query.search;
  if (term) {
    conditions.push(
      /^\d{1,30}$/.test(term)
        ? sql`(t.token_id = ${term}::numeric or t.name ilike ${containsPattern(term)})`
        : sql`t.name ilike ${containsPattern(term)}`,
    );
  }
  if (query.guardian) {
    conditions.push(sql`t.trait_keys && ${sql.param([traitKey(GUARDIAN_TRAIT, query.guardian)])}::text[]`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * A page of the Guardians to draw, in token id order, narrowed by the search and the Guardian;
 * `total` counts every match (all live tokens when nothing narrows).
 */
export async function listPieces(
  ctx: ContestContext,
  query: ContestPageQuery,
  caller: string | null,
): Promise<{ items: ContestPiece[]; total: number }> {
  const address = await contestCollection(ctx);
  if (!address) return { items: [], total: 0 };
  const rows = await selectPieces(ctx, address, piecesFilter(query), query);
  const items = rows.map((row) => toPiece(ctx, row, caller));
  // Each row carries the count of every match; past the last one there is no row: count apart then.
  const total = rows[0]?.total ?? (query.offset > 0 ? await countMatches(ctx, address, query) : 0);
  return { items, total };
}

async function countMatches(ctx: ContestContext, address: string, query: ContestPageQuery): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from tokens t
    where t.chain_id = ${ctx.chainId} and t.token_address = ${address} and t.owner is not null
      and ${piecesFilter(query)}`);
  return result.rows[0]?.n ?? 0;
}

/** One piece by token id; null when the default collection has no live token with that id. */
export async function findPiece(
  ctx: ContestContext,
  tokenId: string,
  caller: string | null,
): Promise<ContestPiece | null> {
  const address = await contestCollection(ctx);
  if (!address) return null;
  const [row] = await selectPieces(ctx, address, sql`t.token_id = ${tokenId}::numeric`, {
    offset: 0,
    limit: 1,
  });
  return row ? toPiece(ctx, row, caller) : null;
}

export async function countPieces(ctx: ContestContext): Promise<number> {
  const address = await contestCollection(ctx);
  if (!address) return 0;
  const result = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from tokens
    where chain_id = ${ctx.chainId} and token_address = ${address} and owner is not null`);
  return result.rows[0]?.n ?? 0;
}
