import { ApiError } from '../../../lib/api-client.ts';

/** The server answered that there is no such entry: show Not found, not a retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server answered that the entry exists but is not open yet. */
export function isLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Retries network trouble and server errors up to twice, but not a definite answer (404, 403,
 * 400): asking again would only delay the Not found or locked message.
 */
export function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
