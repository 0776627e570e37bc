import { BaseError, TimeoutError } from 'viem';

/**
 * Whether a hosted provider (Alchemy, Infura, QuickNode…) turned a call away because it is busy:
 * the same call will pass later. They say so in several ways: HTTP 429 or a load balancer's 5xx, a
 * JSON-RPC error with code 429 under HTTP 200 (batches), QuickNode's -32007, Infura's
 * "request rate exceeded" under -32005 (decision 0079).
 */
const BUSY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const BUSY_CODES = new Set([429, -32007]);
const BUSY_TEXTS =
  /rate limit|request limit|rate exceeded|compute units per second|too many requests|daily request count/i;

function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current != null && depth < 16; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The messages of the error and of everything it wraps (viem puts the provider's text in them). */
export function errorTexts(error: unknown): string[] {
  return [...causes(error)]
    .map((e) => (e as { message?: unknown }).message)
    .filter((m): m is string => typeof m === 'string');
}

/** The provider answered that it is rate-limiting or overloaded, or did not answer in time. */
export function isProviderOverloaded(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e instanceof TimeoutError) return true;
    const { status, code } = e as { status?: unknown; code?: unknown };
    if (typeof status === 'number' && BUSY_STATUSES.has(status)) return true;
    if (typeof code === 'number' && BUSY_CODES.has(code)) return true;
  }
  return errorTexts(error).some((text) => BUSY_TEXTS.test(text));
}

/**
 * Overloaded, or no JSON-RPC answer came back at all (a cut connection, a batch missing entries):
 * worth asking again. An answer with an error code (a revert, a refused range) is not.
 */
export function isProviderBusy(error: unknown): boolean {
  if (isProviderOverloaded(error)) return true;
  const answered = [...causes(error)].some((e) => typeof (e as { code?: unknown }).code === 'number');
  return error instanceof BaseError && !answered;
}

/** What a busy provider asked for in its Retry-After header (seconds or an HTTP date), in ms. */
export function retryAfterMs(error: unknown): number | null {
  for (const e of causes(error)) {
    const value = (e as { headers?: Headers }).headers?.get?.('retry-after');
    if (!value) continue;
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(0, at - Date.now());
  }
  return null;
}
