import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, ForbiddenError } from '../../errors.ts';

export class MetricsTokenRequiredError extends AppError {
  override readonly statusCode = 401;
  override readonly code = 'UNAUTHORIZED';
  constructor() {
    super('The metrics need the bearer token set in METRICS_TOKEN');
  }
}

class MetricsLoopbackOnlyError extends ForbiddenError {
  constructor() {
    super('The metrics are served to this machine only; set METRICS_TOKEN to read them from elsewhere');
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares digests, so neither the token's characters nor its length leak through timing. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || v4.startsWith('127.');
}

/**
 * Who may read /metrics (decision 0050). With METRICS_TOKEN set: whoever sends
 * `Authorization: Bearer <token>`, from anywhere. Without it: only a client on this machine, and
 * only a direct one. A request relayed by a reverse proxy on the same host comes from loopback too,
 * so one that carries forwarding headers is refused rather than trusted.
 */
export function authorizeMetrics(request: FastifyRequest, token: string | undefined): void {
  if (token !== undefined) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1] || !sameToken(match[1].trim(), token)) throw new MetricsTokenRequiredError();
    return;
  }
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (relayed || !isLoopback(request.socket.remoteAddress)) throw new MetricsLoopbackOnlyError();
}
