import { fetch, type Response } from 'undici';
import { readCapped } from './capped-body.ts';
import { XRateLimitedError, XUnauthorizedError, XUnavailableError } from './ingest-errors.ts';
import { type XRecentSearchPage, XRecentSearchSchema } from './x-api-schemas.ts';

export interface XSearchClient {
  /** X API v2 origin without a trailing slash. */
  baseUrl: string;
  bearerToken: string;
  hashtag: string;
  timeoutMs: number;
  /** Aborts the call when the pass stops (server closing); the abort itself is rethrown. */
  signal: AbortSignal;
}

/** 100 posts with their includes are a few hundred kB; anything near this is not X. */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
/** X resets recent-search windows every 15 minutes; used when a 429 names no reset time. */
const DEFAULT_RESET_MS = 15 * 60 * 1000;

/** The query string of one recent-search page: the contest hashtag's own posts that carry media. */
function recentSearchParams(
  hashtag: string,
  cursor: { sinceId?: string; nextToken?: string },
): URLSearchParams {
  const params = new URLSearchParams({
    query: `#${hashtag} has:media -is:retweet`,
    max_results: '100',
    expansions: 'attachments.media_keys,author_id',
    'tweet.fields': 'created_at,attachments,author_id,text',
    'media.fields': 'type,url,preview_image_url,variants,width,height,duration_ms',
    'user.fields': 'username,name,profile_image_url',
  });
  if (cursor.sinceId) params.set('since_id', cursor.sinceId);
  if (cursor.nextToken) params.set('next_token', cursor.nextToken);
  return params;
}

/**
 * One page of `GET /2/tweets/search/recent`. Throws XUnauthorizedError (401/403), XRateLimitedError
 * (429, with X's reset time) or XUnavailableError (network, timeout, other statuses, a payload that
 * does not validate); never returns a partly read page.
 */
export async function searchRecentPage(
  client: XSearchClient,
  cursor: { sinceId?: string; nextToken?: string },
): Promise<XRecentSearchPage> {
  const url = `${client.baseUrl}/2/tweets/search/recent?${recentSearchParams(client.hashtag, cursor)}`;
  const timeout = AbortSignal.timeout(client.timeoutMs);
  const signal = AbortSignal.any([client.signal, timeout]);
  let response: Response;
  let body: Buffer;
  try {
    response = await fetch(url, {
      signal,
      redirect: 'error',
      headers: { authorization: `Bearer ${client.bearerToken}`, accept: 'application/json' },
    });
    body = await readCapped(response, MAX_PAGE_BYTES);
  } catch (error) {
    if (client.signal.aborted) throw error;
    if (timeout.aborted)
      throw new XUnavailableError('timeout', `no answer within ${client.timeoutMs} ms`, error);
    throw new XUnavailableError('network', `could not read ${new URL(url).host}`, error);
  }

  if (response.status === 401 || response.status === 403)
    throw new XUnauthorizedError(response.status, problemDetail(body));
  if (response.status === 429) throw new XRateLimitedError(rateLimitReset(response));
  if (response.status !== 200)
    throw new XUnavailableError('status', `HTTP ${response.status}: ${problemDetail(body)}`);

  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new XUnavailableError('invalid', 'the answer is not JSON', error);
  }
  const parsed = XRecentSearchSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new XUnavailableError(
      'invalid',
      `unexpected answer at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** `x-rate-limit-reset` is the end of the window in epoch seconds. */
function rateLimitReset(response: Response): Date {
  const seconds = Number(response.headers.get('x-rate-limit-reset'));
  return Number.isFinite(seconds) && seconds > 0
    ? new Date(seconds * 1000)
    : new Date(Date.now() + DEFAULT_RESET_MS);
}

/** X's problem JSON (`title`, `detail`, `errors[].message`), shortened for the log. */
function problemDetail(body: Buffer): string {
  try {
    const problem = JSON.parse(body.toString('utf8')) as {
      title?: unknown;
      detail?: unknown;
      errors?: { message?: unknown }[];
    };
    const parts = [problem.title, problem.detail, problem.errors?.[0]?.message].filter(
      (part) => typeof part === 'string',
    );
    return parts.join(' - ').slice(0, 500) || 'no details';
  } catch {
    return body.toString('utf8').slice(0, 200) || 'empty body';
  }
}
