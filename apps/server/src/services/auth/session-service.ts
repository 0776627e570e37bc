import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { ReadThroughCache } from '../../infra/change-feed/read-through-cache.ts';
import { findLiveSession, insertSession, revokeSession } from './session-repository.ts';

export interface SessionInfo {
  account: `0x${string}`;
  chainId: number;
  expiresAt: Date;
}

/** Sessions are looked up by a hash of the cookie value: a database leak does not leak sessions. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

export async function openSession(
  db: Db,
  input: { account: string; chainId: number; ttlMs: number; userAgent: string | undefined },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url'); // 256 bits
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await insertSession(db, {
    idHash: hashSessionId(id),
    account: input.account,
    chainId: input.chainId,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { id, expiresAt };
}

/** Copies of live sessions by id hash (every signed-in request reads its session). */
export type SessionCopies = ReadThroughCache<SessionInfo>;

/** A copy holds until the session expires; revoking or deleting it is announced (decision 0053). */
export const sessionHolds = (session: SessionInfo) => session.expiresAt.getTime() > Date.now();

export async function readSession(
  db: Db,
  id: string,
  copies?: SessionCopies,
): Promise<SessionInfo | undefined> {
  const idHash = hashSessionId(id);
  const copy = copies?.peek(idHash);
  if (copy) return copy;
  const read = async (): Promise<SessionInfo | undefined> => {
    const row = await findLiveSession(db, idHash);
    return row ? { ...row, account: row.account as `0x${string}` } : undefined;
  };
  return copies ? copies.get(idHash, read) : read();
}

/** Revokes the session; this node forgets its copy at once, the others when PostgreSQL tells them. */
export async function closeSession(db: Db, id: string, copies?: SessionCopies): Promise<boolean> {
  const idHash = hashSessionId(id);
  const revoked = await revokeSession(db, idHash);
  copies?.forget(idHash);
  return revoked;
}
