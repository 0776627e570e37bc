import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { deferredTransaction } from '../db/bracketed-transaction.ts';
import { DeferredOpening } from '../db/deferred-opening.ts';
import { AfterCommit, withRequestTransaction } from '../db/request-transaction.ts';
import {
  IdempotencyKeyExpiredError,
  IdempotencyKeyReusedError,
  InvalidIdempotencyKeyError,
} from '../infra/idempotency/idempotency-errors.ts';
import {
  claimKeyStatement,
  deleteExpiredKeys,
  IDEMPOTENCY_KEY_PATTERN,
  releaseKeyStatement,
  requestHash,
  type StoredResponse,
  saveResponseStatement,
  storedResponse,
} from '../infra/idempotency/idempotency-store.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** A failed request must leave nothing behind: its answer leaves the transaction by this. */
class RollBack {
  constructor(readonly payload: unknown) {}
}

function acceptsKey(route: RouteOptions): boolean {
  if (!route.url.startsWith('/api/') || route.config?.idempotency === false) return false;
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

/**
 * Runs the handler with `reply.send` held back, so the answer leaves only after the transaction
 * that holds the request's writes has committed. Handlers either return their payload or send it.
 */
async function runHeldBack(run: () => Promise<unknown>, reply: FastifyReply): Promise<unknown> {
  let sent: { payload: unknown } | undefined;
  // Not the reply itself: a reply is a thenable that settles once sent, so a handler returning
  // `reply.send(...)` would wait on this very hold-back forever. Our routes send last.
  const heldBack = Object.freeze({}) as FastifyReply;
  reply.send = (payload?: unknown) => {
    sent = { payload };
    return heldBack;
  };
  try {
    const returned = await run();
    return sent ? sent.payload : returned;
  } finally {
    Reflect.deleteProperty(reply, 'send'); // back to Reply.prototype.send
  }
}

/** What the request's first statement learns when its key was already used: the work stops. */
class KeyAlreadyUsed extends Error {}

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
  // The key is claimed by the handler's first statement's round trip (decision 0058).
  const claim = new DeferredOpening(claimKeyStatement(scope, key, hash), (claimed) =>
    claimed.rowCount ? undefined : new KeyAlreadyUsed(),
  );
  const headersBefore = new Set(Object.keys(reply.getHeaders()));
  try {
    const answer = await deferredTransaction(request.server.db, claim, async (tx) => {
      const payload = await withRequestTransaction(
        tx,
        () => runHeldBack(() => Promise.resolve(handler.call(instance, request, reply)), reply),
        afterCommit,
      );
      if (reply.statusCode >= 400) throw new RollBack(payload);
      if (payload === undefined || isRawBody(payload)) {
        // Nothing replayable: a retry runs the request again.
        return { result: payload, closing: releaseKeyStatement(scope, key) };
      }
      const body = typeof payload === 'string' ? payload : String(reply.serialize(payload));
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      reply.type(contentType);
      const response = { statusCode: reply.statusCode, body, contentType };
      return { result: body, closing: saveResponseStatement(scope, key, response) };
    });
    afterCommit.committed((err) => request.log.error({ err }, 'after-commit work failed'));
    return answer;
  } catch (error) {
    afterCommit.rolledBack();
    if (claim.state !== 'accepted') {
      // Answered by an earlier request (certainly when refused; maybe when the first round trip
      // failed, or the handler failed before sending a statement): its answer.
      // When even that read fails (the database is gone), the first failure is the answer.
      const stored = await storedResponse(request.server.db, scope, key).catch(() => {
        throw error;
      });
      if (stored) return replay(reply, stored, hash, headersBefore);
      if (claim.state === 'refused') throw new IdempotencyKeyExpiredError();
    }
    if (error instanceof RollBack) return error.payload;
    throw error;
  }
}

/** The stored answer, in place of whatever the stopped handler had begun to answer. */
function replay(
  reply: FastifyReply,
  stored: StoredResponse,
  hash: string,
  headersBefore: Set<string>,
): string {
  if (stored.requestHash !== hash) throw new IdempotencyKeyReusedError();
  for (const name of Object.keys(reply.getHeaders())) {
    if (!headersBefore.has(name)) reply.removeHeader(name);
  }
  reply.code(stored.statusCode).type(stored.contentType).header('idempotent-replayed', 'true');
  return stored.body;
}

/**
 * `Idempotency-Key` on every state-changing API route (decision 0045): the request's writes and its
 * stored answer commit together, so a client retrying after a crash or a lost answer gets the first
 * answer and nothing happens twice. Register before any route.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!acceptsKey(route)) return;
    const handler = route.handler;
    route.handler = async function idempotent(this: FastifyInstance, request, reply) {
      const key = request.headers['idempotency-key'];
      if (key === undefined) return handler.call(this, request, reply);
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
        throw new InvalidIdempotencyKeyError();
      return runOnce(this, handler, request, reply, key);
    };
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
