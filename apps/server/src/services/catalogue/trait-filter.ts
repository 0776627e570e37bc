import { type SQL, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from './queryable.ts';
import { traitKey } from './token-metadata-repository.ts';

/** trait type -> accepted values: values of one type are ORed, the types are ANDed. */
export type TraitFilter = Record<string, string[]>;

/**
 * Token ids of a collection (burned ones excluded) having, for every trait type in the filter,
 * one of its values; ordered by id, paged, with the total. Each trait type is one overlap test
 * (`&&`) on tokens.trait_keys, so PostgreSQL ANDs GIN bitmaps instead of joining token_attributes
 * once per type (measured at 100k tokens: 3-5 ms against 25-140 ms; decision record 0014).
 */
export async function findTokenIdsByTraits(
  db: Queryable,
  key: CollectionKey,
  filter: TraitFilter,
  page: { limit: number; offset: number },
): Promise<{ tokenIds: string[]; total: number }> {
  const conditions: SQL[] = Object.entries(filter)
    .filter(([, values]) => values.length > 0)
    .map(([traitType, values]) => {
      const keys = values.map((value) => traitKey(traitType, value));
      return sql`t.trait_keys && ${sql.param(keys)}::text[]`;
    });
  const where = sql.join(
    [
      sql`t.chain_id = ${key.chainId}`,
      sql`t.token_address = ${key.tokenAddress}`,
      sql`t.owner is not null`,
      ...conditions,
    ],
    sql` and `,
  );
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
