import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type MockMedia,
  type MockPost,
  type MockUser,
  matchesTerm,
  searchPageBody,
  snowflake,
  tweetIdTime,
} from './x-api-v2-payload.ts';

/**
 * A local server that answers like X API v2's recent search (`GET /2/tweets/search/recent`): bearer
 * token check, `query` (hashtag, has:media), `max_results`, `since_id` (refused outside the 7-day
 * window, as X does), `next_token` paging, expansions and field selection, 429 with
 * `x-rate-limit-reset`, 503. It also serves the posts' media files under /media/.
 */

/** What the next search request gets instead of its page. */
export type SearchFailure = { status: 429; resetAt: Date } | { status: 503 } | { status: 'hang' };

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

const WINDOW_MS = 7 * 24 * 3600 * 1000;

const problem = (status: number, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 'about:blank',
  status,
  detail: title,
  ...extra,
});

export class XApiV2Mock {
  url = '';
  readonly posts: MockPost[] = [];
  readonly users = new Map<string, MockUser>();
  readonly requests: RecordedRequest[] = [];
  /** Consumed one per search request, before the page is built; 'ok' answers that request normally. */
  readonly searchFailures: (SearchFailure | 'ok')[] = [];
  /** Posts per page at most (X's own cap is max_results). */
  pageSize = 100;
  /** Runs before a media file is served, e.g. to write a row while a pass is downloading. */
  onMediaRequest: ((path: string) => Promise<void> | void) | undefined;
  private readonly files = new Map<string, { body: Buffer; contentType: string }>();
  private readonly redirects = new Map<string, string>();
  private gate: Promise<void> | undefined;
  private fileCount = 0;
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /** `token` is the bearer token this X accepts; a test may change it to make X refuse ours. */
  constructor(
    public token: string,
    readonly hashtag: string,
  ) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get searches(): RecordedRequest[] {
    return this.requests.filter((request) => request.path === '/2/tweets/search/recent');
  }

  mediaRequests(url: string): number {
    const path = new URL(url).pathname;
    return this.requests.filter((request) => request.path === path).length;
  }

  /** Search requests wait (after being recorded) until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = undefined;
        resolve();
      };
    });
    return release;
  }

  user(username: string, name = username): MockUser {
    const user = {
      id: snowflake(new Date()),
      username,
      name,
      profile_image_url: `https://pbs.twimg.com/profile_images/${username}_normal.jpg`,
    };
    this.users.set(user.id, user);
    return user;
  }

  /** A post by `author`; newer than every post added before it unless `createdAt` says otherwise. */
  post(author: MockUser, media: MockMedia[], options: { text?: string; createdAt?: Date } = {}): MockPost {
    const createdAt = options.createdAt ?? new Date();
    const post = {
      id: snowflake(createdAt),
      text: options.text ?? `My Guardian #${this.hashtag}`,
      created_at: createdAt.toISOString(),
      author_id: author.id,
      media,
    };
    this.posts.push(post);
    return post;
  }

  /** Serves `body` at a new /media/ path and returns its absolute URL. */
  file(body: Buffer, contentType: string): string {
    this.fileCount += 1;
    const extension = contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
    const path = `/media/f${this.fileCount}.${extension}`;
    this.files.set(path, { body, contentType });
    return `${this.url}${path}`;
  }

  /** A URL on this server that answers 302 to `target`. */
  redirect(target: string): string {
    this.fileCount += 1;
    const path = `/media/r${this.fileCount}`;
    this.redirects.set(path, target);
    return `${this.url}${path}`;
  }

  photo(body: Buffer, contentType = 'image/png', size = { width: 64, height: 48 }): MockMedia {
    return { media_key: `3_${++this.fileCount}`, type: 'photo', url: this.file(body, contentType), ...size };
  }

  video(options: {
    variants: { body?: Buffer; url?: string; bitRate?: number; contentType?: string }[];
    poster: Buffer;
    durationMs: number;
    type?: 'video' | 'animated_gif';
  }): MockMedia {
    return {
      media_key: `7_${++this.fileCount}`,
      type: options.type ?? 'video',
      preview_image_url: this.file(options.poster, 'image/png'),
      duration_ms: options.durationMs,
      width: 64,
      height: 48,
      variants: options.variants.map((variant) => {
        const contentType = variant.contentType ?? 'video/mp4';
        return {
          ...(variant.bitRate === undefined ? {} : { bit_rate: variant.bitRate }),
          content_type: contentType,
          url: variant.url ?? this.file(variant.body ?? Buffer.alloc(0), contentType),
        };
      }),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    if (url.pathname === '/2/tweets/search/recent') return this.search(req, res, url.searchParams);
    const target = this.redirects.get(url.pathname);
    if (target) {
      res.writeHead(302, { location: target }).end();
      return;
    }
    const file = this.files.get(url.pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    await this.onMediaRequest?.(url.pathname);
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length });
    res.end(file.body);
  }

  private async search(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    if (req.headers.authorization !== `Bearer ${this.token}`)
      return json(res, 401, problem(401, 'Unauthorized'));
    const next = this.searchFailures.shift();
    const failure = next === 'ok' ? undefined : next;
    if (failure?.status === 'hang') return; // answered never; the client's timeout has to act
    if (failure?.status === 429) {
      const reset = String(Math.ceil(failure.resetAt.getTime() / 1000));
      res.setHeader('x-rate-limit-limit', '450');
      res.setHeader('x-rate-limit-remaining', '0');
      res.setHeader('x-rate-limit-reset', reset);
      return json(res, 429, problem(429, 'Too Many Requests'));
    }
    if (failure?.status === 503) return json(res, 503, problem(503, 'Service Unavailable'));
    await this.gate;

    const invalid = (message: string, parameter: string) =>
      json(res, 400, {
        errors: [{ parameters: { [parameter]: [query.get(parameter)] }, message }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.twitter.com/2/problems/invalid-request',
      });
    const maxResults = Number(query.get('max_results') ?? 10);
    if (!Number.isInteger(maxResults) || maxResults < 10 || maxResults > 100)
      return invalid(
        `The \`max_results\` query parameter value [${maxResults}] is not between 10 and 100`,
        'max_results',
      );
    const sinceId = query.get('since_id');
    if (sinceId !== null) {
      const madeAt = tweetIdTime(sinceId);
      if (madeAt < Date.now() - WINDOW_MS)
        return invalid(
          `'since_id' must be a tweet id created after ${new Date(Date.now() - WINDOW_MS).toISOString()}`,
          'since_id',
        );
    }
    const offset = query.has('next_token')
      ? Number(Buffer.from(query.get('next_token') ?? '', 'base64url'))
      : 0;
    if (!Number.isInteger(offset) || offset < 0) return invalid('Invalid next_token', 'next_token');

    const terms = (query.get('query') ?? '').toLowerCase().split(/\s+/);
    const matching = this.posts
      .filter((post) => terms.every((term) => matchesTerm(post, term)))
      .filter((post) => sinceId === null || BigInt(post.id) > BigInt(sinceId))
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const page = matching.slice(offset, offset + Math.min(maxResults, this.pageSize));
    const more = offset + page.length < matching.length;
    json(res, 200, searchPageBody(page, query, this.users, more ? offset + page.length : undefined), {
      'x-rate-limit-limit': '450',
      'x-rate-limit-remaining': '449',
      'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000) + 900),
    });
  }
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const type = status >= 400 ? 'application/problem+json' : 'application/json; charset=utf-8';
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(JSON.stringify(body));
}

export async function startXApiV2Mock(token: string, hashtag: string): Promise<XApiV2Mock> {
  return new XApiV2Mock(token, hashtag).start();
}
