import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../infra/http/byte-range.ts';
import { RangeNotSatisfiableError } from './demo-errors.ts';

/** Generated art and sample media never change under a URL (the art is a pure function of it). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Representation {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** True (and the reply is a 304) when the client already holds this exact representation. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const matches = header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (matches) reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE);
  return matches;
}

/**
 * Headers every demo file gets: long cache, ETag, no sniffing, and a cross-origin resource policy
 * that lets wallets and other marketplaces show the art (helmet's default is same-origin).
 */
export function fileHeaders(reply: FastifyReply, file: Representation): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('etag', file.etag)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** Sends `file`, or the one byte range asked for (206), so browsers can seek and loop video. */
export function sendRanged(request: FastifyRequest, reply: FastifyReply, file: Representation): FastifyReply {
  fileHeaders(reply, file).header('accept-ranges', 'bytes');
  const size = file.body.length;
  // A range applies only while the client's copy is current; otherwise send the whole new file.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== file.etag ? undefined : parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new RangeNotSatisfiableError(size);
  }
  if (!range) return reply.send(file.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(file.body.subarray(range.start, range.end + 1));
}
