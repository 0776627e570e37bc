import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Checks an AWS Signature Version 4 Authorization header against a known secret. s3rver reads the
 * access key id of a V4 request but never checks its signature, so a storage that signed with the
 * wrong secret (or not from the configured one) would pass there and fail against real S3. The
 * payload hash is taken from x-amz-content-sha256 as signed; the body itself is left to the store.
 */
export type SigV4Verdict = { ok: true } | { ok: false; code: string; message: string };

const HEADER =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([a-f0-9]{64})$/;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(request: IncomingMessage, name: string): string {
  const raw = request.headers[name];
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

export function verifySigV4(
  request: IncomingMessage,
  credentials: { accessKeyId: string; secretAccessKey: string },
): SigV4Verdict {
  const authorization = request.headers.authorization;
  if (!authorization) return { ok: true }; // anonymous: the store decides
  const match = HEADER.exec(authorization);
  if (!match) return { ok: false, code: 'AuthorizationHeaderMalformed', message: 'not a SigV4 header' };
  const [, keyId, day = '', region = '', service = '', signedList = '', signature = ''] = match;
  if (keyId !== credentials.accessKeyId) {
    return { ok: false, code: 'InvalidAccessKeyId', message: `unknown access key ${keyId}` };
  }
  const amzDate = headerValue(request, 'x-amz-date');
  if (!amzDate.startsWith(day)) {
    return {
      ok: false,
      code: 'AuthorizationHeaderMalformed',
      message: 'x-amz-date outside the credential day',
    };
  }
  const signed = signedList.split(';');
  if (!signed.includes('host')) {
    return { ok: false, code: 'AuthorizationHeaderMalformed', message: 'host is not signed' };
  }
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const canonicalRequest = [
    request.method,
    queryAt === -1 ? url : url.slice(0, queryAt),
    canonicalQuery(queryAt === -1 ? '' : url.slice(queryAt + 1)),
    ...signed.map((name) => `${name}:${headerValue(request, name)}`),
    '',
    signedList,
    headerValue(request, 'x-amz-content-sha256') || 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'the request signature does not match' };
  }
  return { ok: true };
}
