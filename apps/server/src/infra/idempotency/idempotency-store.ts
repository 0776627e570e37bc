import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { literal } from '../../db/bracketed-transaction.ts';
import type { Db } from '../../db/client.ts';
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
 * The statement that claims the key, first in the request's transaction (it travels with the
 * handler's first statement): it returns a row when the key is ours. While another transaction holds the same key uncommitted, PostgreSQL makes this
 * insert wait for it; then the key is either ours or answered (`storedResponse`).
 */
export function claimKeyStatement(scope: string, key: string, hash: string): string {
  return (
    'insert into idempotency_keys (scope, key, request_hash, status_code, body, content_type) ' +
    `values (${literal(scope)}, ${literal(key)}, ${literal(hash)}, 0, '', '') ` +
    'on conflict do nothing returning key'
  );
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

/** The statement that stores the answer under the claimed key, last before the commit. */
export function saveResponseStatement(
  scope: string,
  key: string,
  response: Omit<StoredResponse, 'requestHash'>,
): string {
  return (
    `update idempotency_keys set status_code = ${literal(response.statusCode)}, ` +
    `body = ${literal(response.body)}, content_type = ${literal(response.contentType)} ` +
    `where scope = ${literal(scope)} and key = ${literal(key)}`
  );
}

/** Drops a claimed key whose answer cannot be stored (a file or a stream), so a retry runs again. */
export function releaseKeyStatement(scope: string, key: string): string {
  return `delete from idempotency_keys where scope = ${literal(scope)} and key = ${literal(key)}`;
}

/** Forgets keys older than a day; a retry comes within minutes, not days. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
