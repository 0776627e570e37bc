import { ErrorBodySchema } from '@guardians/shared/common';
import { getEnv } from './env.ts';

/** An error answer of the API, carrying the server's `{ statusCode, code, message }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/**
 * Base for `/api/...` paths. `apiUrl` may be '' (same origin), an origin, or an origin ending in
 * `/api`; every path we call already starts with `/api`, so a trailing `/api` is dropped rather
 * than doubled.
 */
export function apiBaseUrl(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/api$/, '');
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * What a non-GET call does (decision 0069). 'read': one of the spec's list calls that take their
   * filter in a body; sent as a GET is (no key, no retry: the query cache retries reads).
   * 'sets-state': a write with the same effect however often it lands (a reaction set to a state,
   * a quest completed once); retried without a key, which would only cost the server round trips.
   * Unset: a write that must happen at most once, sent with an Idempotency-Key and retried with it.
   */
  kind?: 'read' | 'sets-state';
};

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { statusCode, code, message, field } = parsed.data;
    return new ApiError(statusCode, code, message, field);
  }
  return new ApiError(response.status, 'HTTP_ERROR', response.statusText || `HTTP ${response.status}`);
}

/** Waits before each retry of a write; the server may be restarting (decision 0045). */
export const WRITE_RETRY_DELAYS_MS = [400, 1500];
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** One key per logical write: a retry sends the same key, so the server does it at most once. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a site on a LAN address over http still gets a random key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the API with the session cookie and returns the unwrapped `data` of `{ data }`. Writes are
 * retried when the connection fails or a gateway answers 502–504, those that must happen at most
 * once with the same Idempotency-Key.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, kind } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const isWrite = method !== 'GET' && kind !== 'read';
  if (isWrite && kind !== 'sets-state') headers['idempotency-key'] = newIdempotencyKey();
  const send = () =>
    fetch(`${apiBaseUrl(getEnv().apiUrl)}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  const delays = [0, ...(isWrite ? WRITE_RETRY_DELAYS_MS : [])];
  let response: Response | undefined;
  for (const [attempt, delay] of delays.entries()) {
    if (delay > 0) await wait(delay);
    const last = attempt === delays.length - 1;
    try {
      response = await send();
    } catch (error) {
      if (last || signal?.aborted) throw error;
      continue;
    }
    if (last || !RETRYABLE_STATUSES.has(response.status)) break;
  }
  if (!response) throw new ApiError(0, 'NETWORK', 'The site could not be reached');
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  if (typeof json === 'object' && json !== null && 'data' in json) return json.data as T;
  throw new ApiError(response.status, 'BAD_RESPONSE', 'The server answered without a data field');
}
