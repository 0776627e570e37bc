import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbSession } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KEEP_HOURS = 24;

export interface StoredResponse {
  requestHash: string;
  statusCode: number;
  body: string;
  contentType: string;
}

/** Identifies a request: the same key sent with anything else is a mistake, not a retry. */
export function requestHash(
  method: string,
  url: string,
  body: unknown,
  contentLength: string | undefined,
): string {
  // Multipart bodies are read by the handler as a stream; their length stands in for them.
  const content = body === undefined ? `length:${contentLength ?? ''}` : JSON.stringify(body);
  return createHash('sha256').update(`${method} ${url}\n${content}`).digest('hex');
}

/**
 * Claims the key: the first statement of the request's transaction, and true when the key is ours.
 * While another transaction holds the same key uncommitted, PostgreSQL makes this insert wait for it;
 * then the key is either ours (that one rolled back) or answered (`storedResponse`).
 */
export async function claimKey(tx: DbSession, scope: string, key: string, hash: string): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, statusCode: 0, body: '', contentType: '' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The answer stored under a key another request claimed (read once the claiming transaction ended). */
export async function storedResponse(
  db: Db,
  scope: string,
  key: string,
): Promise<StoredResponse | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.body,
      contentType: idempotencyKeys.contentType,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** Stores the answer under the claimed key, last before the commit. */
export async function saveResponse(
  tx: DbSession,
  scope: string,
  key: string,
  response: Omit<StoredResponse, 'requestHash'>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set(response)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Drops a claimed key whose answer cannot be stored (a file or a stream), so a retry runs again. */
export async function releaseKey(tx: DbSession, scope: string, key: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Forgets keys older than a day; a retry comes within minutes, not days. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
