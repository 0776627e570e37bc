import { ErrorBodySchema } from '@guardians/shared';
import { getEnv, ONE_OFF_PARSE } from './env.ts';

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
};

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ErrorBodySchema.safeParse(body, ONE_OFF_PARSE);
  if (parsed.success) {
    const { statusCode, code, message, field } = parsed.data;
    return new ApiError(statusCode, code, message, field);
  }
  return new ApiError(response.status, 'HTTP_ERROR', response.statusText || `HTTP ${response.status}`);
}

/** Calls the API with the session cookie and returns the unwrapped `data` of `{ data }`. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiBaseUrl(getEnv().apiUrl)}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  if (typeof json === 'object' && json !== null && 'data' in json) return json.data as T;
  throw new ApiError(response.status, 'BAD_RESPONSE', 'The server answered without a data field');
}
