import type { Db } from '../../db/client.ts';
import { deleteLapsedPendingUsers } from '../users/user-repository.ts';
import { deleteExpiredNonces } from './nonce-repository.ts';

/** Nonces deleted per statement: a long backlog goes in short steps, never one long lock. */
const NONCE_BATCH = 5_000;

/**
 * What anonymous calls left behind and nobody can use any more (decision 0076): sign-in messages
 * past their expiry, and pending rows of wallets that connected and never signed in.
 */
export async function sweepSignInLeftovers(
  db: Db,
  now = new Date(),
): Promise<{ nonces: number; pendingUsers: number }> {
  let nonces = 0;
  let removed: number;
  do {
    removed = await deleteExpiredNonces(db, now, NONCE_BATCH);
    nonces += removed;
  } while (removed === NONCE_BATCH);
  return { nonces, pendingUsers: await deleteLapsedPendingUsers(db, now) };
}
