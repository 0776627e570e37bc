import type { ErrorBody } from '@guardians/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { AppError } from '../errors.ts';
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
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One error body for every failure: `{ statusCode, code, message }` (+ `field` for bad input). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (body.statusCode === 429 && retryAfter) reply.header('retry-after', String(retryAfter));
    const outage = body.statusCode === 503 ? unavailableDependency(error) : undefined;
    // An outage is expected and passes by itself: a warning, and a hint of when to come back.
    if (outage) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (outage) request.log.warn({ err: error, dependency: outage }, 'dependency unavailable');
    else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // A value the schemas should have refused: answered 400, logged so the schema gets fixed.
    else if (body.code === 'INVALID_VALUE') request.log.warn({ err: error }, 'database refused a value');
    reply.status(body.statusCode).send(body);
  });
}

/**
 * PostgreSQL's class 22 (data exception: a number out of range, a malformed date, a NUL in text)
 * comes from a value the request carried that the schemas let through. The schemas are the first
 * line (packages/shared/src/db-limits.ts); this keeps a value they miss from answering 500.
 */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof pg.DatabaseError && cause.code?.startsWith('22')) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
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
  if (isDataException(error)) {
    return {
      statusCode: 400,
      code: 'INVALID_VALUE',
      message: 'A value in this request is out of range or malformed',
    };
  }
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
