import { fetch, type Response } from 'undici';
import { MetadataError } from '../indexer-errors.ts';
import {
  assertFetchable,
  guardedAgent,
  isAllowedHost,
  type NetworkGuard,
  plainAgent,
} from './network-guard.ts';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Further attempts after a timeout, network error, 429 or 5xx. */
  retries: number;
  /** First back-off between attempts; tripled each time. */
  retryDelayMs: number;
  guard: NetworkGuard;
}

const MAX_REDIRECTS = 5;

function isBlocked(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === 'EADDRBLOCKED') return true;
  return false;
}

/**
 * A GET or HEAD through the network guard. Redirects are followed here, one hop at a time, so that
 * each new location is checked like the first.
 */
async function guardedFetch(
  start: string,
  init: { method: 'GET' | 'HEAD'; signal: AbortSignal; accept?: string },
  guard: NetworkGuard,
): Promise<Response> {
  let url = new URL(start);
  for (let hop = 0; ; hop++) {
    assertFetchable(url, guard);
    const trusted = guard.allowPrivateNetworks || isAllowedHost(url, guard);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        signal: init.signal,
        redirect: 'manual',
        headers: init.accept ? { accept: init.accept } : {},
        dispatcher: trusted ? plainAgent : guardedAgent,
      });
    } catch (error) {
      if (isBlocked(error))
        throw new MetadataError(
          'blocked',
          `refused to fetch ${url.host}: it resolves to a private address`,
          false,
        );
      throw error;
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel().catch(() => {});
    if (hop >= MAX_REDIRECTS)
      throw new MetadataError('http_status', `more than ${MAX_REDIRECTS} redirects`, false);
    url = new URL(location, url);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new MetadataError('too_large', `metadata of ${declared} bytes is over ${maxBytes}`, false);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    // Counted as it arrives: a missing or false content-length must not let a huge body through.
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw new MetadataError('too_large', `metadata is over ${maxBytes} bytes`, false);
      }
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new MetadataError('invalid_json', 'metadata is not valid JSON', false, { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new MetadataError('invalid_json', 'metadata is not a JSON object', false);
  return value as Record<string, unknown>;
}

async function fetchOnce(url: string, limits: FetchLimits): Promise<Record<string, unknown>> {
  let response: Response;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    response = await guardedFetch(url, { method: 'GET', signal, accept: 'application/json' }, limits.guard);
  } catch (cause) {
    if (cause instanceof MetadataError) throw cause;
    if (signal.aborted) throw new MetadataError('timeout', `no answer within ${limits.timeoutMs} ms`, true);
    throw new MetadataError('network', `could not reach ${new URL(url).host}`, true, { cause });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const retryable = response.status >= 500 || response.status === 429;
    throw new MetadataError('http_status', `HTTP ${response.status}`, retryable, {
      status: response.status,
    });
  }
  const type = response.headers.get('content-type') ?? '';
  if (/^(image|video|audio|model|font)\/|^text\/html/i.test(type)) {
    await response.body?.cancel().catch(() => {});
    throw new MetadataError('not_json', `content type ${type} is not JSON`, false);
  }
  try {
    return parseJsonObject(await readLimited(response, limits.maxBytes));
  } catch (error) {
    if (error instanceof MetadataError) throw error;
    if (signal.aborted)
      throw new MetadataError('timeout', `body not read within ${limits.timeoutMs} ms`, true);
    throw new MetadataError('network', 'the connection failed while reading', true, { cause: error });
  }
}

/** GETs a JSON object with a time limit per attempt, a size limit, and retries with back-off. */
export async function fetchJson(url: string, limits: FetchLimits): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchOnce(url, limits);
    } catch (error) {
      const retry = error instanceof MetadataError && error.retryable && attempt < limits.retries;
      if (!retry) throw error;
      await new Promise((r) => setTimeout(r, limits.retryDelayMs * 3 ** attempt));
    }
  }
}

/** The content type a HEAD request reports, or null; used only when a URL has no telling extension. */
export async function headContentType(
  url: string,
  timeoutMs: number,
  guard: NetworkGuard,
): Promise<string | null> {
  try {
    const response = await guardedFetch(
      url,
      { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) },
      guard,
    );
    return response.ok ? response.headers.get('content-type') : null;
  } catch {
    return null;
  }
}
