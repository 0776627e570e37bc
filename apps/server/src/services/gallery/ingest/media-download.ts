import { fetch, type Response } from 'undici';
import type { XIngestConfig } from '../../../config/x-ingest.ts';
import { BodyTooLargeError, readCapped } from './capped-body.ts';

/** Why one media file of a post was not taken; the post goes on with its other media. */
export class MediaRefusedError extends Error {
  override readonly name = 'MediaRefusedError';
}

export interface DownloadLimits {
  maxBytes: number;
  timeoutMs: number;
  /** The pass's signal: its abort is rethrown as it is, not turned into a refusal. */
  signal: AbortSignal;
  isAllowed: (url: URL) => boolean;
}

const MAX_REDIRECTS = 3;

/**
 * Media come only from X's media hosts (X_MEDIA_HOSTS) or the API's own host, over http(s): a post's
 * payload must not make this server fetch anything else (server-side request forgery).
 */
export function mediaHostPolicy(config: Pick<XIngestConfig, 'baseUrl' | 'mediaHosts'>) {
  const apiHost = new URL(config.baseUrl).host;
  const hosts = new Set(config.mediaHosts);
  return (url: URL): boolean =>
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    (url.host === apiHost || hosts.has(url.hostname) || hosts.has(url.host));
}

/** GETs one media file within the limits; every redirect target is checked like the first URL. */
export async function downloadMedia(address: string, limits: DownloadLimits): Promise<Buffer> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = AbortSignal.any([limits.signal, timeout]);
  try {
    const response = await fetchAllowed(address, signal, limits.isAllowed);
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      throw new MediaRefusedError(`HTTP ${response.status}`);
    }
    return await readCapped(response, limits.maxBytes);
  } catch (error) {
    if (limits.signal.aborted) throw error;
    if (error instanceof MediaRefusedError) throw error;
    if (error instanceof BodyTooLargeError) throw new MediaRefusedError(error.message, { cause: error });
    if (timeout.aborted)
      throw new MediaRefusedError(`not downloaded within ${limits.timeoutMs} ms`, { cause: error });
    throw new MediaRefusedError('download failed', { cause: error });
  }
}

async function fetchAllowed(
  address: string,
  signal: AbortSignal,
  isAllowed: (url: URL) => boolean,
): Promise<Response> {
  let url: URL;
  try {
    url = new URL(address);
  } catch (error) {
    throw new MediaRefusedError('not a URL', { cause: error });
  }
  for (let hop = 0; ; hop++) {
    if (!isAllowed(url)) throw new MediaRefusedError(`host ${url.host} is not an allowed media host`);
    const response = await fetch(url, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel().catch(() => {});
    if (hop >= MAX_REDIRECTS) throw new MediaRefusedError(`more than ${MAX_REDIRECTS} redirects`);
    url = new URL(location, url);
  }
}
