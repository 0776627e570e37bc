import {
  HttpRequestError,
  RpcRequestError,
  SocketClosedError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem';
import { isProviderOverloaded } from '../../chain/provider-busy.ts';

/** A backing service a request could not reach: the answer is 503 (try again), not 500 (our bug). */
export type UnavailableDependency = 'database' | 'chain' | 'redis';

export const UNAVAILABLE_MESSAGES: Record<UnavailableDependency, string> = {
  database: 'The database is unavailable; try again in a moment.',
  chain: 'The blockchain node is unavailable; try again in a moment.',
  redis: 'The shared cache is unavailable; try again in a moment.',
};

/** Seconds a client should wait before retrying: a restart or a node's hiccup takes a few. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes and codes of a server that is going away, starting, or out of connection slots.
const CONNECTION_EXCEPTION_CLASS = '08';
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by a fast or smart shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

// node-postgres and pg-pool raise plain Errors for a lost or unobtainable connection.
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Query read timeout', // query_timeout, should the pool be given one
];

// Socket failures on the way to the server: node system errors, which carry the failed `syscall`
// (an HTTP client aborting its own request also says ECONNRESET, but without one).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** The error and everything it wraps (`cause`, AggregateError's `errors`), depth-first, each once. */
function* errorChain(error: unknown): Generator<unknown> {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 32) {
    const current = pending.shift();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    yield current;
    if (typeof current !== 'object') continue;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
}

function isChainTransportError(error: unknown): boolean {
  return (
    error instanceof HttpRequestError ||
    error instanceof TimeoutError ||
    error instanceof WebSocketRequestError ||
    error instanceof SocketClosedError
  );
}

// ioredis: a command that outlived its reconnection attempts (maxRetriesPerRequest), or one sent
// to a connection that was closed; and Redis' own replies while it cannot serve (loading a dump,
// a replica that lost its primary, a script hogging the server).
const REDIS_ERROR_NAMES = new Set(['MaxRetriesPerRequestError']);
const REDIS_CLOSED_MESSAGE = 'Connection is closed.';
const REDIS_UNAVAILABLE_REPLIES = /^(LOADING|MASTERDOWN|BUSY|TRYAGAIN|CLUSTERDOWN) /;

function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (REDIS_ERROR_NAMES.has(error.name) || error.message === REDIS_CLOSED_MESSAGE) return true;
  return error.name === 'ReplyError' && REDIS_UNAVAILABLE_REPLIES.test(error.message);
}

/** undici's 'fetch failed': some other outbound HTTP call, not the database. */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

function isDatabaseConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    const syscall = (error as { syscall?: unknown }).syscall;
    if (SOCKET_CODES.has(code) && typeof syscall === 'string') return true;
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  return PG_CONNECTION_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * Which backing service, if any, the error says was unreachable. The chain is recognised by viem's
 * transport errors; Redis (rate limits, list cache) by ioredis' give-up errors; the database by
 * node-postgres' connection failures, which drizzle wraps in a 'Failed query' error. A socket error
 * under a failed fetch belongs to neither (an outside API).
 */
export function unavailableDependency(error: unknown): UnavailableDependency | undefined {
  const chain = [...errorChain(error)];
  // A hosted provider's 429 often comes as a JSON-RPC error (Alchemy, Infura), which viem raises
  // as an RPC error rather than an HTTP one (decision 0079).
  const providerAnswer = chain.some((e) => e instanceof RpcRequestError);
  if (chain.some(isChainTransportError) || (providerAnswer && isProviderOverloaded(error))) return 'chain';
  if (chain.some(isFetchFailure)) return undefined;
  if (chain.some(isRedisUnavailable)) return 'redis';
  if (chain.some(isDatabaseConnectionError)) return 'database';
  return undefined;
}
