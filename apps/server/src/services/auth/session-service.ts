import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
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

export async function readSession(db: Db, id: string): Promise<SessionInfo | undefined> {
  const row = await findLiveSession(db, hashSessionId(id));
  return row ? { ...row, account: row.account as `0x${string}` } : undefined;
}

export function closeSession(db: Db, id: string): Promise<boolean> {
  return revokeSession(db, hashSessionId(id));
}
