import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { AfterCommit, withRequestTransaction } from '../db/request-transaction.ts';
import {
  IdempotencyKeyExpiredError,
  IdempotencyKeyReusedError,
  InvalidIdempotencyKeyError,
} from '../infra/idempotency/idempotency-errors.ts';
import {
  claimKey,
  deleteExpiredKeys,
  IDEMPOTENCY_KEY_PATTERN,
  releaseKey,
  requestHash,
  type StoredResponse,
  saveResponse,
  storedResponse,
} from '../infra/idempotency/idempotency-store.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** A failed request must leave nothing behind: its answer leaves the transaction by this. */
class RollBack {
  constructor(readonly payload: unknown) {}
}

function acceptsKey(route: RouteOptions): boolean {
  if (!route.url.startsWith('/api/') || route.config?.idempotency === false || route.config?.reads)
    return false;
  const methods = [route.method].flat();
  return methods.some((m) => STATE_CHANGING.has(m)) || route.config?.writes === true;
}

function isRawBody(payload: unknown): boolean {
  return (
    Buffer.isBuffer(payload) ||
    (typeof payload === 'object' &&
      payload !== null &&
      typeof (payload as { pipe?: unknown }).pipe === 'function')
  );
}

/** What the request's transaction produced: its answer, or word that the key was answered before. */
type Outcome = { answered: true } | { answered: false; payload: unknown };

/**
 * The request's writes and its answer in one plain transaction whose first statement claims the key.
 * The handler runs only once the claim is ours; a handler returns its answer (it does not send it), so
 * the answer leaves after the commit. One that sends a file itself, or answers nothing, is not
 * replayable: its key is dropped and a retry runs again.
 */
async function runOnce(
  instance: FastifyInstance,
  handler: RouteHandlerMethod,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<unknown> {
  const session = await request.loadSession();
  const scope = session ? session.account.toLowerCase() : `ip:${request.ip}`;
  const hash = requestHash(request.method, request.url, request.body, request.headers['content-length']);
  // What the handler announces (live events) waits for the commit, and is dropped by a rollback.
  const afterCommit = new AfterCommit();
  let outcome: Outcome;
  try {
    outcome = await request.server.db.transaction(async (tx): Promise<Outcome> => {
      if (!(await claimKey(tx, scope, key, hash))) return { answered: true };
      const payload = await withRequestTransaction(
        tx,
        () => Promise.resolve(handler.call(instance, request, reply)),
        afterCommit,
      );
      if (reply.statusCode >= 400) throw new RollBack(payload);
      if (payload === undefined || reply.sent || isRawBody(payload)) {
        await releaseKey(tx, scope, key);
        return { answered: false, payload };
      }
      const body = typeof payload === 'string' ? payload : String(reply.serialize(payload));
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      reply.type(contentType);
      await saveResponse(tx, scope, key, { statusCode: reply.statusCode, body, contentType });
      return { answered: false, payload: body };
    });
  } catch (error) {
    afterCommit.rolledBack();
    if (error instanceof RollBack) return error.payload;
    throw error;
  }
  if (!outcome.answered) {
    afterCommit.committed((err) => request.log.error({ err }, 'after-commit work failed'));
    return outcome.payload;
  }
  // Claimed by an earlier request, which has committed by now (the claim waited for it).
  const stored = await storedResponse(request.server.db, scope, key);
  if (!stored) throw new IdempotencyKeyExpiredError();
  return replay(reply, stored, hash);
}

/** The stored answer of the request that used the key first. */
function replay(reply: FastifyReply, stored: StoredResponse, hash: string): string {
  if (stored.requestHash !== hash) throw new IdempotencyKeyReusedError();
  reply.code(stored.statusCode).type(stored.contentType).header('idempotent-replayed', 'true');
  return stored.body;
}

/** The handler, run once per `Idempotency-Key` when the request carries one (as it is otherwise). */
function withIdempotency(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function idempotent(this: FastifyInstance, request, reply) {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return handler.call(this, request, reply);
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new InvalidIdempotencyKeyError();
    return runOnce(this, handler, request, reply, key);
  };
}

/**
 * `Idempotency-Key` on every state-changing API route (decision 0045): the request's writes and its
 * stored answer commit together, so a client retrying after a crash or a lost answer gets the first
 * answer and nothing happens twice. Register before any route.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (acceptsKey(route)) route.handler = withIdempotency(route.handler);
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const sweep = () =>
      deleteExpiredKeys(app.db).catch((err: unknown) => app.log.warn({ err }, 'key sweep failed'));
    timer = setInterval(sweep, CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
