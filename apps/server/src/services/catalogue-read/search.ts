import { sql } from 'drizzle-orm';
import { type ReadContext, requestedChain } from './read-context.ts';
import { containsPattern, prefixPattern } from './text-patterns.ts';

export interface SearchResults {
  collections: { name: string; slug: string; tokenAddress: string; image: string | null }[];
  users: { account: string; username: string | null; image: string | null }[];
}

/**
 * The navbar search, any letter case: collections of the chain by name or slug containing the
 * term or by exact address; users by username containing it or by address prefix. Matches that
 * start with the term come first.
 */
export async function search(
  ctx: ReadContext,
  query: { q: string; chainId?: number; limit: number },
): Promise<SearchResults> {
  const term = query.q.toLowerCase();
  const contains = containsPattern(term);
  const starts = prefixPattern(term);
  const chain = requestedChain(ctx, query.chainId);
  const [collections, users] = await Promise.all([
    chain === null
      ? { rows: [] }
      : ctx.db.execute<{ name: string; slug: string; token_address: string; image: string | null }>(sql`
          select name, slug, token_address, image from collections
           where chain_id = ${chain}
             and (name ilike ${contains} or slug ilike ${contains} or token_address = ${term})
           order by token_address = ${term} desc, name ilike ${starts} desc, lower(name), token_address
           limit ${query.limit}`),
    ctx.db.execute<{ account: string; username: string | null; image: string | null }>(sql`
      select account, username, image from users
       where username ilike ${contains} or account like ${starts}
       order by coalesce(lower(username) = ${term}, false) desc, coalesce(username ilike ${starts}, false) desc,
                lower(username) nulls last, account
       limit ${query.limit}`),
  ]);
  return {
    collections: collections.rows.map((r) => ({
      name: r.name,
      slug: r.slug,
      tokenAddress: r.token_address,
      image: ctx.urls.url(r.image),
    })),
    users: users.rows.map((r) => ({
      account: r.account,
      username: r.username,
      image: ctx.urls.url(r.image),
    })),
  };
}
