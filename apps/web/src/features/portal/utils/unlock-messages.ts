import { portalMessages } from '@guardians/shared/community';

/**
 * Seconds to wait from a Retry-After header: delta-seconds ("600") or an HTTP date. Null when the
 * header is absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** 'Too many attempts. Try again in N minutes.', rounded up so the person never comes back too early. */
export function retryAfterText(seconds: number | null): string {
  if (seconds === null) return 'Too many attempts. Try again in a few minutes.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

type UnlockFailure = { status: number; message: string; retryAfterSeconds: number | null };

/** What the form says after a refused passphrase. */
export function unlockErrorText(failure: UnlockFailure): string {
  switch (failure.status) {
    case 401:
      return portalMessages.wrong;
    case 404:
      return portalMessages.closed;
    case 429:
      return retryAfterText(failure.retryAfterSeconds);
    case 400:
      return portalMessages.locked;
    default:
      return failure.status >= 500 || failure.status === 0
        ? 'The portal could not be reached. Please try again.'
        : failure.message;
  }
}
