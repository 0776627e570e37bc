import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** What a verifier reads: the server's own rows, never the client's word. */
export interface VerifyContext {
  db: Db;
  chainId: number;
  /** DEFAULT_TOKEN_ADDRESS, when the environment names the site's collection. */
  configuredCollection: string | undefined;
}

export interface Progress {
  current: number;
  required: number;
}

/** How many of the counted thing (Guardians held, items liked, ...) the account has now. */
export type Counter = (ctx: VerifyContext, account: string) => Promise<number>;

/** The value of a count expression (a scalar subquery), read on its own. */
export async function countOf(db: Db, count: SQL<number>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select ${count} as n`);
  return rows[0]?.n ?? 0;
}
