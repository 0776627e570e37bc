import { ApiError } from '../../../lib/api-client.ts';

/**
 * The server's own words when it refused the caller (403: a role revoked since the page opened);
 * null for any other outcome, which the page shows as a failure with a retry.
 */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 403 ? error.message : null;
}

/** The server's sentence for a failed write, or the page's own when the call never got an answer. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
