import { type SQL, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { traitKey } from '../../indexer/store/token-metadata-repository.ts';
import { containsPattern, escapeRegex } from './text-patterns.ts';

/** trait type -> accepted values: values of one type are ORed, the types are ANDed. */
export type TraitFilter = Record<string, string[]>;

/**
 * `tokens t` whose name, or one of whose trait values, contains `term` (any letter case; LIKE and
 * regular-expression characters match literally). Trait values are read from trait_keys joined
 * into one string (`type U+001F value`, keys apart by U+001E; metadata parsing strips control
 * characters): the term must follow a U+001F with no U+001E between, so trait types never match.
 * One regular expression per row is about 3x faster at 100k tokens than an EXISTS over unnest().
 */
export function tokenSearchCondition(term: string): SQL {
  const inValue = `\u001f[^\u001e]*${escapeRegex(term)}`;
  return sql`(t.name ilike ${containsPattern(term)}
    or array_to_string(t.trait_keys, chr(30)) ~* ${inValue})`;
}

/**
 * The condition on `tokens t` of the collection's live tokens matching `filter` (each trait type one
 * overlap test on trait_keys, see findTokenIdsByTraits) and, with `search`, tokenSearchCondition.
 */
export function tokenFilterCondition(key: CollectionKey, filter: TraitFilter, search?: string): SQL {
  const conditions: SQL[] = Object.entries(filter)
    .filter(([, values]) => values.length > 0)
    .map(([traitType, values]) => {
      const keys = values.map((value) => traitKey(traitType, value));
      return sql`t.trait_keys && ${sql.param(keys)}::text[]`;
    });
  return sql.join(
    [
      sql`t.chain_id = ${key.chainId}`,
      sql`t.token_address = ${key.tokenAddress}`,
      sql`t.owner is not null`,
      ...conditions,
      ...(search ? [tokenSearchCondition(search)] : []),
    ],
    sql` and `,
  );
}

/**
 * Token ids of a collection (burned ones excluded) having, for every trait type in the filter,
 * one of its values (and, with `search`, matching tokenSearchCondition); ordered by id, paged,
 * with the total. Each trait type is one overlap test (`&&`) on tokens.trait_keys, so PostgreSQL
 * ANDs GIN bitmaps instead of joining token_attributes once per type (measured at 100k tokens:
 * 3-5 ms against 25-140 ms; decision record 0014). The search is a filter on the rows those
 * bitmaps leave, not an index condition.
 */
export async function findTokenIdsByTraits(
  db: Queryable,
  key: CollectionKey,
  filter: TraitFilter,
  page: { limit: number; offset: number },
  options: { search?: string } = {},
): Promise<{ tokenIds: string[]; total: number }> {
  const where = tokenFilterCondition(key, filter, options.search);
  const rows = await db.execute<{ token_id: string; total: number }>(sql`
    select t.token_id::text, count(*) over ()::int as total from tokens t where ${where}
     order by t.token_id limit ${page.limit} offset ${page.offset}`);
  const total = rows.rows[0]?.total ?? (page.offset > 0 ? await countOnly(db, where) : 0);
  return { tokenIds: rows.rows.map((r) => r.token_id), total };
}

async function countOnly(db: Queryable, where: SQL): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from tokens t where ${where}`);
  return rows.rows[0]?.n ?? 0;
}
