import { timingSafeEqual } from 'node:crypto';
import type { DemoXPost } from './demo-x-posts.ts';
import { queryMatcher } from './search-query.ts';
import { invalid } from './x-problems.ts';

/**
 * The demo's stand-in for X API v2's `GET /2/tweets/search/recent` (decision 0073): the parameters X
 * takes, its query operators that a contest search uses, and its answer's shape (data, includes, meta),
 * with the fields and expansions asked for. Errors come in X's own shapes: 401 for a missing or wrong
 * bearer token, 400 "Invalid Request" naming the parameter. Rate limits (429) are not stood in for.
 */

/** `Authorization: Bearer <token>` with the token this process made for the site. */
export function bearerAccepted(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The parameters X's recent search takes; any other is refused, as X does. */
const PARAMETERS = new Set([
  'query',
  'start_time',
  'end_time',
  'since_id',
  'until_id',
  'max_results',
  'next_token',
  'pagination_token',
  'sort_order',
  'expansions',
  'tweet.fields',
  'media.fields',
  'user.fields',
  'place.fields',
  'poll.fields',
]);

const RECENT_WINDOW_MS = 7 * 24 * 3_600_000;
const TOKEN_PREFIX = 'demo-page:';

function idParam(params: URLSearchParams, name: string): bigint | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  if (!/^\d{1,19}$/.test(value))
    throw invalid(
      name,
      value,
      `The \`${name}\` query parameter value [${value}] does not match ^[0-9]{1,19}$`,
    );
  return BigInt(value);
}

function timeParam(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/.test(value) || Number.isNaN(time))
    throw invalid(
      name,
      value,
      `The \`${name}\` query parameter value [${value}] is not a valid RFC 3339 time`,
    );
  return time;
}

/** The page cursor: where the previous page ended (its oldest id), so newer posts never shift it. */
function pageToken(params: URLSearchParams): bigint | undefined {
  const name = params.has('next_token') ? 'next_token' : 'pagination_token';
  const value = params.get(name);
  if (value === null) return undefined;
  const decoded = Buffer.from(value, 'base64url').toString('utf8');
  const id = decoded.startsWith(TOKEN_PREFIX) ? decoded.slice(TOKEN_PREFIX.length) : '';
  if (!/^\d{1,19}$/.test(id))
    throw invalid(name, value, `The \`${name}\` query parameter value [${value}] is invalid`);
  return BigInt(id);
}

const list = (params: URLSearchParams, name: string) =>
  new Set((params.get(name) ?? '').split(',').filter(Boolean));

export interface RecentSearchOptions {
  now: number;
  /** The absolute URL of a post's picture file. */
  mediaUrl: (post: DemoXPost) => string;
}

/** One page of recent search over `posts`, or RecentSearchError as X would answer. */
export function searchRecent(
  posts: readonly DemoXPost[],
  params: URLSearchParams,
  options: RecentSearchOptions,
): Record<string, unknown> {
  for (const name of new Set(params.keys())) {
    if (!PARAMETERS.has(name))
      throw invalid(
        name,
        params.get(name) ?? '',
        `The query parameter [${name}] is not one of [${[...PARAMETERS].join(',')}]`,
      );
    if (params.getAll(name).length > 1)
      throw invalid(name, params.get(name) ?? '', `The \`${name}\` query parameter may be given once`);
  }
  const found = queryMatcher(params.get('query') ?? '');
  const maxResults = Number(params.get('max_results') ?? 10);
  if (!Number.isInteger(maxResults) || maxResults < 10 || maxResults > 100)
    throw invalid(
      'max_results',
      params.get('max_results') ?? '',
      `The \`max_results\` query parameter value [${params.get('max_results')}] is not between 10 and 100`,
    );
  const sortOrder = params.get('sort_order');
  if (sortOrder !== null && sortOrder !== 'recency' && sortOrder !== 'relevancy')
    throw invalid(
      'sort_order',
      sortOrder,
      `The \`sort_order\` query parameter value [${sortOrder}] is not one of [recency,relevancy]`,
    );
  const sinceId = idParam(params, 'since_id');
  const untilId = idParam(params, 'until_id');
  const startTime = timeParam(params, 'start_time') ?? options.now - RECENT_WINDOW_MS;
  const endTime = timeParam(params, 'end_time') ?? Number.POSITIVE_INFINITY;
  const before = pageToken(params);

  const matching = posts
    .filter((post) => {
      const id = BigInt(post.id);
      const at = post.createdAt.getTime();
      return (
        (sinceId === undefined || id > sinceId) &&
        (untilId === undefined || id < untilId) &&
        (before === undefined || id < before) &&
        at >= startTime &&
        at < endTime &&
        found(post)
      );
    })
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0));
  const page = matching.slice(0, maxResults);
  const last = page.at(-1);
  const nextToken =
    last && matching.length > page.length
      ? Buffer.from(`${TOKEN_PREFIX}${last.id}`).toString('base64url')
      : undefined;
  return answer(page, params, options, nextToken);
}

/** X's shape: `data` and `includes` only when there is something, fields only when asked for. */
function answer(
  page: readonly DemoXPost[],
  params: URLSearchParams,
  options: RecentSearchOptions,
  nextToken: string | undefined,
): Record<string, unknown> {
  const expansions = list(params, 'expansions');
  const tweetFields = list(params, 'tweet.fields');
  const mediaFields = list(params, 'media.fields');
  const mediaKey = (post: DemoXPost) => `3_${post.id}`;
  const withMedia = expansions.has('attachments.media_keys');
  const withAuthors = expansions.has('author_id');

  const data = page.map((post) => ({
    id: post.id,
    text: post.text,
    edit_history_tweet_ids: [post.id],
    ...(tweetFields.has('created_at') ? { created_at: post.createdAt.toISOString() } : {}),
    ...(tweetFields.has('author_id') || withAuthors ? { author_id: post.author.id } : {}),
    ...(tweetFields.has('attachments') || withMedia ? { attachments: { media_keys: [mediaKey(post)] } } : {}),
    ...(tweetFields.has('conversation_id') ? { conversation_id: post.id } : {}),
    ...(tweetFields.has('possibly_sensitive') ? { possibly_sensitive: false } : {}),
  }));
  const media = withMedia
    ? page.map((post) => ({
        media_key: mediaKey(post),
        type: 'photo',
        ...(mediaFields.has('url') ? { url: options.mediaUrl(post) } : {}),
        ...(mediaFields.has('width') ? { width: post.picture.width } : {}),
        ...(mediaFields.has('height') ? { height: post.picture.height } : {}),
      }))
    : [];
  const users = withAuthors
    ? [...new Map(page.map((post) => [post.author.id, post.author])).values()].map(
        ({ id, name, username }) => ({
          id,
          name,
          username,
        }),
      )
    : [];
  const includes = {
    ...(media.length > 0 ? { media } : {}),
    ...(users.length > 0 ? { users } : {}),
  };
  return {
    ...(data.length > 0 ? { data } : {}),
    ...(Object.keys(includes).length > 0 ? { includes } : {}),
    meta: {
      ...(page.length > 0 ? { newest_id: page[0]?.id, oldest_id: page.at(-1)?.id } : {}),
      result_count: page.length,
      ...(nextToken ? { next_token: nextToken } : {}),
    },
  };
}
