import { MetadataError } from '../indexer-errors.ts';

export type ResolvedUri =
  | { kind: 'http'; url: string }
  | { kind: 'ipfs'; uri: string }
  | { kind: 'inline'; body: string };

/** ipfs://CID/path (also ipfs://ipfs/CID/path) -> <gateway>CID/path; other URLs unchanged. */
export function gatewayUrl(uri: string, gateway: string): string {
  if (!uri.startsWith('ipfs://')) return uri;
  const rest = uri.slice('ipfs://'.length).replace(/^ipfs\//, '');
  return `${gateway.endsWith('/') ? gateway : `${gateway}/`}${rest}`;
}

function decodeDataUri(uri: string): string {
  const comma = uri.indexOf(',');
  if (comma < 0) throw new MetadataError('unsupported_uri', 'malformed data: URI', false);
  const header = uri.slice('data:'.length, comma).toLowerCase();
  const payload = uri.slice(comma + 1);
  const params = header.split(';').map((p) => p.trim());
  if (params[0] !== 'application/json')
    throw new MetadataError('unsupported_uri', `data: URI of type '${params[0] || 'text/plain'}'`, false);
  if (params.includes('base64')) return Buffer.from(payload, 'base64').toString('utf8');
  try {
    return decodeURIComponent(payload);
  } catch {
    return payload; // raw JSON with a stray '%': many contracts do not percent-encode
  }
}

/**
 * Where a token URI's JSON comes from: a URL to fetch, an ipfs:// URI for the gateways (decision
 * 0080), or the JSON carried in a data: URI.
 */
export function resolveTokenUri(uri: string): ResolvedUri {
  const trimmed = uri.trim();
  if (/^data:/i.test(trimmed)) return { kind: 'inline', body: decodeDataUri(trimmed) };
  if (trimmed.startsWith('ipfs://')) return { kind: 'ipfs', uri: trimmed };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'http', url: trimmed };
  throw new MetadataError('unsupported_uri', `unsupported token URI '${trimmed.slice(0, 80)}'`, false);
}
