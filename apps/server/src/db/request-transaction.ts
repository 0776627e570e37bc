import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

interface Scope {
  tx: Db;
  open: boolean;
}

const current = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` with every query made through a transaction-aware database (see `transactionAware`)
 * going to `tx`, so a route's services write inside a transaction they never see. Work that
 * outlives the call (fire-and-forget) falls back to the pool once the transaction is over.
 */
export async function withRequestTransaction<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { tx, open: true };
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
export function outsideRequestTransaction<T>(work: () => Promise<T>): Promise<T> {
  return current.exit(work);
}
