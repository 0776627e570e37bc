/** Typed errors thrown by services; the error handler maps them to `{ statusCode, code, message }`. */
export class AppError extends Error {
  readonly statusCode: number = 500;
  readonly code: string = 'INTERNAL';
  readonly field: string | undefined;

  constructor(message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.field = options.field;
  }
}

export class BadRequestError extends AppError {
  override readonly statusCode = 400;
  override readonly code: string = 'BAD_REQUEST';
}

export class NotFoundError extends AppError {
  override readonly statusCode = 404;
  override readonly code: string = 'NOT_FOUND';
}

/** A known path asked with a method it does not answer; the reply carries `Allow`. */
export class MethodNotAllowedError extends AppError {
  override readonly statusCode = 405;
  override readonly code = 'METHOD_NOT_ALLOWED';
  constructor(
    method: string,
    path: string,
    readonly allow: readonly string[],
  ) {
    super(`${path} does not answer ${method}; it answers ${allow.join(', ')}`);
  }
}

/** A path parameter longer than the router takes (MAX_PARAM_LENGTH), on a path that exists. */
export class UriTooLongError extends AppError {
  override readonly statusCode = 414;
  override readonly code = 'URI_TOO_LONG';
}

export class ForbiddenError extends AppError {
  override readonly statusCode = 403;
  override readonly code: string = 'FORBIDDEN';
}

export class ConflictError extends AppError {
  override readonly statusCode = 409;
  override readonly code: string = 'CONFLICT';
}

export class ServiceUnavailableError extends AppError {
  override readonly statusCode = 503;
  override readonly code: string = 'SERVICE_UNAVAILABLE';
}

/**
 * A feature the operator has not set up (no price feed, no marketplace contract): every visitor
 * who asks gets the 503, but the log says it once as a warning, not an error per call.
 */
export class NotSetUpError extends ServiceUnavailableError {}

export class SiteNotConfiguredError extends ServiceUnavailableError {
  override readonly code = 'SITE_NOT_CONFIGURED';
  constructor() {
    super('The site configuration has not been loaded yet');
  }
}
