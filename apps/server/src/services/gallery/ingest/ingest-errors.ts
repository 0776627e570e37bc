import { galleryAdminMessages } from '@guardians/shared';
import { AppError, ConflictError } from '../../../errors.ts';

export class IngestNotConfiguredError extends ConflictError {
  override readonly code = 'INGEST_NOT_CONFIGURED';
  constructor() {
    super(galleryAdminMessages.ingestNotConfigured);
  }
}

/** One pass at a time per process: two would download the same media and race on every insert. */
export class IngestBusyError extends ConflictError {
  override readonly code = 'INGEST_BUSY';
  constructor() {
    super(galleryAdminMessages.ingestBusy);
  }
}

export type XFailure = 'network' | 'timeout' | 'status' | 'invalid';

/**
 * X did not give a usable answer (unreachable, timed out, 4xx/5xx, a payload we cannot read). The
 * client sees the spec's message only; `detail` is for the server log.
 */
export class XUnavailableError extends AppError {
  override readonly statusCode = 502;
  override readonly code: string = 'X_UNAVAILABLE';
  constructor(
    readonly reason: XFailure,
    readonly detail: string,
    cause?: unknown,
  ) {
    super(galleryAdminMessages.xUnavailable, { cause });
  }
}

/** 401/403 from X: the bearer token is wrong, revoked, or its app lacks access to recent search. */
export class XUnauthorizedError extends XUnavailableError {
  override readonly code = 'X_UNAUTHORIZED';
  constructor(status: number, detail: string) {
    super('status', `HTTP ${status}: ${detail}`);
  }
}

/** X's rate limit for recent search is spent until `resetAt`; no call to X is made before then. */
export class XRateLimitedError extends AppError {
  override readonly statusCode = 429;
  override readonly code = 'X_RATE_LIMITED';
  /** Read by the error handler for the Retry-After header. */
  readonly retryAfterSeconds: number;
  constructor(readonly resetAt: Date) {
    super(galleryAdminMessages.xUnavailable);
    this.retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  }
}
