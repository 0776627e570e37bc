import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, prefixPattern } from '../text-patterns.ts';
import { type ReadContext, requestedChain } from './read-context.ts';

export interface SearchResults {
  collections: { name: string; slug: string; tokenAddress: string; image: string | null }[];
  users: { account: string; username: string | null; image: string | null }[];
  items: {
    tokenAddress: string;
    slug: string;
    collectionName: string;
    tokenId: string;
    name: string | null;
    image: string | null;
  }[];
}

type SearchQuery = { q: string; chainId?: number; limit: number };

/**
 * The navbar search, any letter case: collections of the chain by name or slug containing the
 * term or by exact address; users by username containing it or by address prefix; items by token
 * id (see itemTerm). Matches that start with the term come first.
 */
export async function search(ctx: ReadContext, query: SearchQuery): Promise<SearchResults> {
  const term = query.q.toLowerCase();
  const chain = requestedChain(ctx, query.chainId);
  const [collections, users, items] = await Promise.all([
    chain === null ? [] : searchCollections(ctx, chain, term, query.limit),
    searchUsers(ctx, term, query.limit),
    searchItems(ctx, chain, term, query.limit),
  ]);
  return { collections, users, items };
}

async function searchCollections(
  ctx: ReadContext,
  chain: number,
  term: string,
  limit: number,
): Promise<SearchResults['collections']> {
  const { rows } = await ctx.db.execute<{
    name: string;
    slug: string;
    token_address: string;
    image: string | null;
  }>(sql`
    select name, slug, token_address, image from collections
     where chain_id = ${chain}
       and (name ilike ${containsPattern(term)} or slug ilike ${containsPattern(term)} or token_address = ${term})
     order by token_address = ${term} desc, name ilike ${prefixPattern(term)} desc, lower(name), token_address
     limit ${limit}`);
  return rows.map((r) => ({
    name: r.name,
    slug: r.slug,
    tokenAddress: r.token_address,
    image: ctx.urls.url(r.image),
  }));
}

async function searchUsers(ctx: ReadContext, term: string, limit: number): Promise<SearchResults['users']> {
  const { rows } = await ctx.db.execute<{
    account: string;
    username: string | null;
    image: string | null;
  }>(sql`
    select account, username, image from users
     where username ilike ${containsPattern(term)} or account like ${prefixPattern(term)}
     order by coalesce(lower(username) = ${term}, false) desc,
              coalesce(username ilike ${prefixPattern(term)}, false) desc,
              lower(username) nulls last, account
     limit ${limit}`);
  return rows.map((r) => ({ account: r.account, username: r.username, image: ctx.urls.url(r.image) }));
}

/**
 * A term that names an item: a collection prefix (possibly empty) and a trailing token id with an
 * optional `#`, as in `guardians #7`, `koi 12` or `#7`. 78 digits is the most a uint256 has.
 */
function itemTerm(term: string): { collection: string; tokenId: string } | null {
  const [, collection = '', tokenId] = /^(.*?)[\s#]*#?(\d{1,78})$/.exec(term) ?? [];
  return tokenId === undefined ? null : { collection, tokenId };
}

async function searchItems(
  ctx: ReadContext,
  chain: number | null,
  term: string,
  limit: number,
): Promise<SearchResults['items']> {
  const wanted = itemTerm(term);
  if (chain === null || wanted === null) return [];
  // An empty prefix means "that id in any collection"; a pattern of '%%' would say the same but
  // hides the intent from the reader.
  const named: SQL =
    wanted.collection === ''
      ? sql`true`
      : sql`(c.name ilike ${containsPattern(wanted.collection)} or c.slug ilike ${containsPattern(wanted.collection)})`;
  // From collections to tokens by the full primary key: one index probe per matching collection,
  // never a scan of tokens.
  const { rows } = await ctx.db.execute<{
    token_address: string;
    slug: string;
    collection_name: string;
    token_id: string;
    name: string | null;
    image: string | null;
  }>(sql`
    select c.token_address, c.slug, c.name as collection_name, t.token_id::text as token_id, t.name, t.image
      from collections c
      join tokens t on t.chain_id = c.chain_id and t.token_address = c.token_address
                   and t.token_id = ${wanted.tokenId}::numeric
     where c.chain_id = ${chain} and ${named} and t.owner is not null
     order by c.name ilike ${prefixPattern(wanted.collection)} desc, lower(c.name), c.token_address
     limit ${limit}`);
  return rows.map((r) => ({
    tokenAddress: r.token_address,
    slug: r.slug,
    collectionName: r.collection_name,
    tokenId: r.token_id,
    name: r.name,
    image: ctx.urls.thumbnail(ctx.urls.url(r.image)),
  }));
}
