import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbSession } from './client.ts';

interface Scope {
  tx: DbSession;
  open: boolean;
  afterCommit: AfterCommit;
}

/**
 * Work held until the request's transaction commits (see `afterCommit`); whoever commits or rolls
 * back the transaction settles it once.
 */
export class AfterCommit {
  private pending: (() => void)[] | undefined = [];

  add(run: () => void): void {
    if (this.pending) this.pending.push(run);
    else run();
  }

  /**
   * The transaction committed: runs what was held, and from now on runs at once. A failing run is
   * reported and does not stop the others: the writes are committed whatever it does.
   */
  committed(onError: (error: unknown) => void): void {
    const held = this.pending ?? [];
    this.pending = undefined;
    for (const run of held) {
      try {
        run();
      } catch (error) {
        onError(error);
      }
    }
  }

  /** The transaction rolled back: what was held is dropped (its writes never happened). */
  rolledBack(): void {
    this.pending = undefined;
  }
}

const current = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` with every query made through a transaction-aware database (see `transactionAware`)
 * going to `tx`, so a route's services write inside a transaction they never see. Work that
 * outlives the call (fire-and-forget) falls back to the pool once the transaction is over.
 * `afterCommit` holds what `afterCommit()` defers; the caller settles it when the transaction ends.
 */
export async function withRequestTransaction<T>(
  tx: DbSession,
  work: () => Promise<T>,
  afterCommit: AfterCommit,
): Promise<T> {
  const scope: Scope = { tx, open: true, afterCommit };
  try {
    return await current.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/** A database handle that answers from the request's transaction while one is open. */
export function transactionAware(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const scope = current.getStore();
      const source = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/**
 * Runs `work` against the pool even inside a request's transaction: for bookkeeping that must not
 * roll back with the request (rate-limit counts shared by every request).
 */
export function outsideRequestTransaction<T>(work: () => T): T {
  return current.exit(work);
}

/**
 * Runs `run` once the request's writes are committed: at once outside a request transaction (a
 * service's own transaction has committed when it returns), after the commit inside one, never if
 * it rolls back. For announcing a change (live events) only after it is real.
 */
export function afterCommit(run: () => void): void {
  const scope = current.getStore();
  if (scope) scope.afterCommit.add(run);
  else run();
}

/** Whether queries made now go to a request's open transaction (plugins/idempotency.ts). */
export function inRequestTransaction(): boolean {
  return current.getStore()?.open === true;
}

/**
 * A service's own transaction. Inside a request's transaction its work joins that one instead of
 * opening a savepoint (two round trips): for services whose failures reach the route, where the
 * whole request rolls back anyway. A caller that catches a failure and goes on needs `transaction`.
 */
export function serviceTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const scope = current.getStore();
  if (scope?.open) return work(scope.tx);
  return db.transaction((tx) => work(tx));
}
