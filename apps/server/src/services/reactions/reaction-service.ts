import type {
  LikedAssetsPage,
  LikedAssetsQuery,
  NftReactions,
  ReactionBatchBody,
  ReactionCount,
  ReactionType,
} from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import { pricesFor } from '../catalogue/read/asset-prices.ts';
import { type AssetRow, toAsset } from '../catalogue/read/asset-view.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findLiveToken, type TokenParams } from '../catalogue/read/token-lookup.ts';
import { XNotLinkedError } from './reaction-errors.ts';
import { reactionCountsFor } from './store/reaction-counts.ts';

type TokenKey = { chainId: number; tokenAddress: string; tokenId: string };

/** Counts by type for one live token, and the caller's own reactions when signed in. */
export async function getNftReactions(
  ctx: ReadContext,
  params: TokenParams,
  account: string | null,
): Promise<NftReactions> {
  const { token } = await findLiveToken(ctx, params);
  return readReactions(ctx, token, account);
}

/**
 * Sets or toggles the caller's reaction. The toggle is one statement: it deletes the row if there is
 * one and inserts it otherwise, so concurrent requests can never leave two rows, and the primary key
 * turns a racing second insert into a no-op rather than an error. The same statement checks that
 * the caller has linked X and changes nothing when not, and reads the counts the answer reports: one
 * round trip for the check, the write and the answer. The counts are the statement's snapshot plus
 * its own change, so a racing request by the same account can leave them one off until the next read
 * (the rows themselves are always right).
 */
export async function updateNftReaction(
  ctx: ReadContext,
  params: TokenParams,
  account: string,
  change: { type: ReactionType; active?: boolean | undefined },
): Promise<NftReactions> {
  const { token } = await findLiveToken(ctx, params);
  // Explicit casts: inside a select the parameters would otherwise be typed text.
  const values = sql`${token.chainId}::int, ${token.tokenAddress}::text, ${token.tokenId}::numeric,
    ${account}::text, ${change.type}::text`;
  const match = sql`chain_id = ${token.chainId} and token_address = ${token.tokenAddress}
    and token_id = ${token.tokenId}::numeric and account = ${account} and type = ${change.type}`;
  const linked = sql`exists (select 1 from linked)`;
  const insert = (
    when: SQL,
  ) => sql`insert into nft_reactions (chain_id, token_address, token_id, account, type)
    select ${values} where ${when} on conflict do nothing returning 1`;
  const writes =
    change.active === true
      ? sql`added as (${insert(linked)})`
      : change.active === false
        ? sql`removed as (delete from nft_reactions where ${match} and ${linked} returning 1)`
        : sql`removed as (delete from nft_reactions where ${match} and ${linked} returning 1),
              added as (${insert(sql`${linked} and not exists (select 1 from removed)`)})`;
  const addedCount = change.active === false ? sql`0` : sql`(select count(*)::int from added)`;
  const removedCount = change.active === true ? sql`0` : sql`(select count(*)::int from removed)`;
  // Data-modifying WITH parts run whether or not the final select reads them. The counts come from
  // the statement's snapshot, from before its own change, which the caller adds (same round trip).
  const result = await ctx.db.execute<{
    linked: boolean;
    added: number;
    removed: number;
    counts: CountRow[];
  }>(sql`
    with linked as (select 1 from user_socials where account = ${account} and provider = 'twitter'),
         ${writes}
    select ${linked} as linked, ${addedCount} as added, ${removedCount} as removed,
           coalesce((select json_agg(row_to_json(c)) from (${countsQuery(token, account)}) c), '[]') as counts`);
  const [row] = result.rows;
  if (!row?.linked) throw new XNotLinkedError();
  const reactions = toReactions(token, account, row.counts);
  const { counts, userReaction } = reactions;
  counts[change.type] += row.added - row.removed;
  // No row removed: it is there now (added, or already there when setting or when a racing toggle
  // inserted it), unless the change was an unset.
  if (userReaction) userReaction[change.type] = row.removed === 0 && change.active !== false;
  return { ...reactions, totalCount: counts.like + counts.love };
}

type CountRow = {
  type: ReactionType;
  total: number;
  mine: boolean;
};

function countsQuery(token: TokenKey, account: string | null): SQL {
  return sql`
    select type, count(*)::int as total, coalesce(bool_or(account = ${account ?? ''}), false) as mine
      from nft_reactions
     where chain_id = ${token.chainId} and token_address = ${token.tokenAddress}
       and token_id = ${token.tokenId}::numeric
     group by type`;
}

async function readReactions(
  ctx: ReadContext,
  token: TokenKey,
  account: string | null,
): Promise<NftReactions> {
  const rows = await ctx.db.execute<CountRow>(countsQuery(token, account));
  return toReactions(token, account, rows.rows);
}

function toReactions(token: TokenKey, account: string | null, rows: CountRow[]): NftReactions {
  const counts = { like: 0, love: 0 };
  const mine = { like: false, love: false };
  for (const row of rows) {
    counts[row.type] = row.total;
    mine[row.type] = row.mine;
  }
  return {
    tokenAddress: token.tokenAddress,
    tokenId: token.tokenId,
    totalCount: counts.like + counts.love,
    counts,
    userReaction: account ? mine : null,
  };
}

/** Totals for a grid's (token, id) pairs in one query; unknown pairs count 0. */
export function batchReactionCounts(ctx: ReadContext, body: ReactionBatchBody): Promise<ReactionCount[]> {
  return reactionCountsFor(ctx.db, body.chainId ?? ctx.servedChainId, body.filter);
}

/** The wallet page's liked tab: live tokens the account liked, newest like first. */
export async function likedAssets(
  ctx: ReadContext,
  account: string,
  query: LikedAssetsQuery,
): Promise<LikedAssetsPage> {
  const chainId = query.chainId ?? ctx.servedChainId;
  const collection = query.collection ? sql`and r.token_address = ${query.collection}` : sql``;
  const rows = await ctx.db.execute<{
    token_id: string;
    token_address: string;
    name: string | null;
    image: string | null;
    animation_url: string | null;
    media_type: string | null;
    owner: string | null;
    total: number;
  }>(sql`
    select t.token_id::text as token_id, t.token_address, t.name, t.image, t.animation_url, t.media_type,
           t.owner, count(*) over ()::int as total
      from nft_reactions r
      join tokens t on t.chain_id = r.chain_id and t.token_address = r.token_address
                   and t.token_id = r.token_id and t.owner is not null
     where r.account = ${account} and r.type = 'like' and r.chain_id = ${chainId} ${collection}
     order by r.created_at desc, r.token_address, r.token_id
     limit ${query.limit} offset ${query.offset}`);
  const total =
    rows.rows[0]?.total ??
    (query.offset === 0
      ? 0
      : ((
          await ctx.db.execute<{ total: number }>(sql`
            select count(*)::int as total from nft_reactions r
              join tokens t on t.chain_id = r.chain_id and t.token_address = r.token_address
                           and t.token_id = r.token_id and t.owner is not null
             where r.account = ${account} and r.type = 'like' and r.chain_id = ${chainId} ${collection}`)
        ).rows[0]?.total ?? 0));
  const assets = rows.rows.map((row) =>
    toAsset(
      {
        tokenId: row.token_id,
        tokenAddress: row.token_address,
        name: row.name,
        image: row.image,
        animationUrl: row.animation_url,
        mediaType: row.media_type as AssetRow['mediaType'],
        owner: row.owner,
      },
      ctx.urls,
    ),
  );
  return {
    assets,
    reactions: await reactionCountsFor(ctx.db, chainId, assets),
    prices: await pricesFor(ctx.db, chainId, assets),
    total,
    offset: query.offset,
    limit: query.limit,
  };
}
