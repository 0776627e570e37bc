import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';

/** The parts of a node-postgres drizzle database a transaction is made from (drizzle 0.45). */
interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  session: {
    client: pg.Pool;
    schema: ConstructorParameters<typeof NodePgTransaction>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

/** A value as an SQL literal, quoted and escaped by the connection's driver. */
export type Literal = (value: string | number) => string;

export interface Bracket {
  /** Runs in the same round trip as `begin`; its result is handed to the work. */
  opening: string;
}

export interface BracketedWork<T> {
  result: T;
  /** Runs in the same round trip as `commit` (a statement that fails rolls everything back). */
  closing?: string;
}

/**
 * A transaction on its own pooled connection whose first statement travels with BEGIN and whose
 * last travels with COMMIT, as one simple-protocol query each: two round trips fewer than drizzle's
 * `transaction` (decision 0057). The statements carry their values as literals, so they must be
 * built with `literal()`. The work gets a drizzle transaction on that connection, nested
 * `transaction()` calls included (savepoints).
 */
export async function bracketedTransaction<T>(
  db: Db,
  bracket: (literal: Literal) => Bracket,
  work: (tx: Db, opened: pg.QueryResult, literal: Literal) => Promise<BracketedWork<T>>,
): Promise<T> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const client = await session.client.connect();
  const literal: Literal = (value) =>
    typeof value === 'number' ? String(Math.trunc(value)) : client.escapeLiteral(value);
  let broken: Error | undefined;
  try {
    const { opening } = bracket(literal);
    const results = (await client.query(`begin; ${opening}`)) as unknown as pg.QueryResult[];
    const opened = results[1];
    if (!opened) throw new Error('bracketedTransaction: the opening statement gave no result');
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, session.schema, session.options),
      session.schema,
    ) as unknown as Db;
    const { result, closing } = await work(tx, opened, literal);
    await client.query(closing ? `${closing}; commit` : 'commit');
    return result;
  } catch (error) {
    // Also after a failed commit or opening: with no transaction left, a rollback only warns.
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError as Error;
    });
    throw error;
  } finally {
    // A connection whose rollback failed is in an unknown state: the pool drops it.
    client.release(broken);
  }
}
