import type { ErrorBody } from '@guardians/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { AppError, NotSetUpError } from '../errors.ts';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGES,
  unavailableDependency,
} from '../services/health/dependency-unavailable.ts';

const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One error body for every failure: `{ statusCode, code, message }` (+ `field` for bad input). */
export function registerErrorHandler(app: FastifyInstance): void {
  const saidNotSetUp = new Set<string>();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (body.statusCode === 429 && retryAfter) reply.header('retry-after', String(retryAfter));
    const outage = body.statusCode === 503 ? unavailableDependency(error) : undefined;
    // An outage is expected and passes by itself: a warning, and a hint of when to come back.
    if (outage) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (outage) request.log.warn({ err: error, dependency: outage }, 'dependency unavailable');
    else if (error instanceof NotSetUpError) {
      // The operator's to fix, not the visitor's: said once per process, then only at debug.
      const first = !saidNotSetUp.has(body.code);
      saidNotSetUp.add(body.code);
      request.log[first ? 'warn' : 'debug']({ code: body.code }, `not set up: ${body.message}`);
    } else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // The database refused a value the schemas let through: answered 4xx, and logged so the schema
    // gets fixed, at info like every client's mistake (a visitor must not write warnings at will).
    else if (refusedByDatabase(error)) request.log.info({ err: error }, 'database refused a value');
    reply.status(body.statusCode).send(body);
  });
}

/** The PostgreSQL error under drizzle's wrapper (and any of ours), when the database refused a query. */
function databaseError(error: unknown): pg.DatabaseError | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof pg.DatabaseError) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL refusing a value the request carried: class 22 (data exception: a number out of
 * range, a malformed date, a NUL in text) and class 23 (integrity constraint: a duplicate, a
 * missing reference, a check or not-null constraint). The schemas are the first line
 * (packages/shared/src/db-limits.ts) and services map the constraints they expect to their own
 * errors with better words (lib/unique-violation.ts); this keeps what they miss from answering 500.
 * Only PostgreSQL's own errors count: another library's code that looks the same is a bug.
 */
function refusedValueBody(error: unknown): ErrorBody | undefined {
  const refused = databaseError(error);
  const code = refused?.code;
  if (!code) return undefined;
  if (code.startsWith('22')) return { statusCode: 400, code: 'INVALID_VALUE', message: REFUSED.malformed };
  if (!code.startsWith('23')) return undefined;
  switch (code) {
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return { statusCode: 409, code: 'CONFLICT', message: REFUSED.duplicate };
    case '23001': // restrict_violation: something still refers to the row
      return { statusCode: 409, code: 'IN_USE', message: REFUSED.inUse };
    case '23503': // foreign_key_violation: a missing row, or (on delete) one still referred to
      return /still referenced/.test(refused.detail ?? '')
        ? { statusCode: 409, code: 'IN_USE', message: REFUSED.inUse }
        : { statusCode: 400, code: 'INVALID_REFERENCE', message: REFUSED.missingReference };
    case '23502': // not_null_violation
      return { statusCode: 400, code: 'INVALID_VALUE', message: REFUSED.missing };
    default: // 23514 check_violation, 23000 and any other integrity constraint
      return { statusCode: 400, code: 'INVALID_VALUE', message: REFUSED.notAllowed };
  }
}

const REFUSED = {
  malformed: 'A value in this request is out of range or malformed',
  duplicate: 'This conflicts with something that already exists',
  inUse: 'This is still in use elsewhere',
  missingReference: 'Something this request refers to does not exist',
  missing: 'A value this request needs is missing',
  notAllowed: 'A value in this request is not allowed',
} as const;

/** A refusal answered by refusedValueBody (a service's own error may wrap one too: it says enough). */
function refusedByDatabase(error: unknown): boolean {
  return !(error instanceof AppError) && refusedValueBody(error) !== undefined;
}

export function toErrorBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError) {
    const body: ErrorBody = { statusCode: error.statusCode, code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return body;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const where = error.validationContext ?? 'request';
    const message = field ? `${field}: ${first?.message}` : `Invalid ${where}: ${first?.message}`;
    const body: ErrorBody = { statusCode: 400, code: 'INVALID_INPUT', message };
    if (field) body.field = field;
    return body;
  }
  const outage = unavailableDependency(error);
  if (outage) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGES[outage] };
  }
  const refused = refusedValueBody(error);
  if (refused) return refused;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: statusCodes[status] ?? error.code ?? 'CLIENT_ERROR',
      message: error.message,
    };
  }
  // Never leak internals (stack, SQL, driver messages) to the client.
  return {
    statusCode: 500,
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  };
}
