import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.ts';
import type { DeferredOpening } from './deferred-opening.ts';
import { inRequestTransaction, serviceTransaction } from './request-transaction.ts';

/** The parts of a node-postgres drizzle database a transaction is made from (drizzle 0.45). */
interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  session: {
    client: pg.Pool;
    schema: ConstructorParameters<typeof NodePgTransaction>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

/**
 * A value as an SQL literal, for statements sent by the simple protocol (which takes no parameters):
 * strings quoted and escaped by node-postgres, numbers as integers.
 */
export function literal(value: string | number): string {
  return typeof value === 'number' ? String(Math.trunc(value)) : pg.escapeLiteral(value);
}

/**
 * A statement prepared through the pool, run on the connection of the transaction `tx` instead: it
 * keeps its built text, so a transaction does not build it again (a drizzle 0.45 prepared query
 * runs on its `client`).
 */
export function onTransaction<P extends object>(prepared: P, tx: Db): P {
  const { session } = tx as unknown as { session: { client: unknown } };
  return Object.assign(Object.create(prepared) as P, { client: session.client });
}

/** The results of a simple-protocol query: one per statement (node-postgres gives one alone bare). */
export function lastResult(results: pg.QueryResult | pg.QueryResult[]): pg.QueryResult {
  const last = Array.isArray(results) ? results.at(-1) : results;
  if (!last) throw new Error('a simple-protocol query gave no result');
  return last;
}

export interface BracketedWork<T> {
  result: T;
  /** Runs in the same round trip as `commit` (a statement that fails rolls everything back). */
  closing?: string;
}

/**
 * Runs `run` on a pooled connection of its own, with a drizzle transaction made on it (or on the
 * carrier standing for it): rolled back when `run` fails, and dropped by the pool when even the
 * rollback fails.
 */
async function onOwnConnection<T>(
  db: Db,
  run: (client: pg.PoolClient, transactionOn: (client: pg.PoolClient) => Db) => Promise<T>,
): Promise<T> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const client = await session.client.connect();
  let broken: Error | undefined;
  try {
    return await run(
      client,
      (on) =>
        new NodePgTransaction(
          dialect,
          new NodePgSession(on, dialect, session.schema, session.options),
          session.schema,
        ) as unknown as Db,
    );
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

const commitWith = (closing: string | undefined) => (closing ? `${closing}; commit` : 'commit');

/**
 * A transaction on its own pooled connection whose first statement travels with BEGIN and whose
 * last travels with COMMIT, as one simple-protocol query each: two round trips fewer than drizzle's
 * `transaction` (decision 0057). The statements carry their values as literals, so they must be
 * built with `literal()`. The work gets the opening's last result and a drizzle transaction on that
 * connection (its nested `transaction()` calls make savepoints).
 */
export function bracketedTransaction<T>(
  db: Db,
  opening: string,
  work: (tx: Db, opened: pg.QueryResult) => Promise<BracketedWork<T>>,
): Promise<T> {
  return onOwnConnection(db, async (client, transactionOn) => {
    const opened = lastResult(await client.query(`begin; ${opening}`));
    const { result, closing } = await work(transactionOn(client), opened);
    await client.query(commitWith(closing));
    return result;
  });
}

/**
 * `bracketedTransaction` with the opening sent in the same round trip as the work's first statement
 * (see `DeferredOpening`, decision 0058): one round trip fewer again. Nothing commits unless the
 * opening was accepted.
 */
export function deferredTransaction<T>(
  db: Db,
  opening: DeferredOpening,
  work: (tx: Db) => Promise<BracketedWork<T>>,
): Promise<T> {
  return onOwnConnection(db, async (client, transactionOn) => {
    const { result, closing } = await work(transactionOn(opening.carrier(client)));
    await opening.openAlone(client);
    opening.throwUnlessAccepted();
    await client.query(commitWith(closing));
    return result;
  });
}

/**
 * A service's transaction (see `serviceTransaction`) whose first statements, `opening` (built with
 * `literal()`), travel with BEGIN; inside a request's transaction they are its next round trip.
 */
export function openingTransaction<T>(
  db: Db,
  opening: string,
  work: (tx: Db, opened: pg.QueryResult) => Promise<T>,
): Promise<T> {
  if (inRequestTransaction()) {
    return serviceTransaction(db, async (tx) => {
      const results = (await tx.execute(sql.raw(opening))) as unknown as pg.QueryResult | pg.QueryResult[];
      return work(tx, lastResult(results));
    });
  }
  return bracketedTransaction(db, opening, async (tx, opened) => ({ result: await work(tx, opened) }));
}
