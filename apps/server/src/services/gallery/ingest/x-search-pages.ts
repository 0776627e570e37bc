import { XRateLimitedError, XUnavailableError } from './ingest-errors.ts';
import type { XMedia, XTweet, XUser } from './x-api-schemas.ts';
import { searchRecentPage, type XSearchClient } from './x-recent-search.ts';

/** 10,000 posts a week under one hashtag is far past a fan-art contest; more means a paging loop. */
const MAX_PAGES = 100;

export interface FetchedPosts {
  posts: XTweet[];
  media: Map<string, XMedia>;
  users: Map<string, XUser>;
  pages: number;
  /** Set when X answered 429 before the last page; the pages read so far are then not written. */
  rateLimitedUntil: Date | undefined;
}

/** Every page newer than `sinceId`, following `meta.next_token`; includes are merged across pages. */
export async function fetchAllPages(
  client: XSearchClient,
  sinceId: string | undefined,
): Promise<FetchedPosts> {
  const fetched: FetchedPosts = {
    posts: [],
    media: new Map(),
    users: new Map(),
    pages: 0,
    rateLimitedUntil: undefined,
  };
  const seenPosts = new Set<string>();
  const seenTokens = new Set<string>();
  let nextToken: string | undefined;
  do {
    if (fetched.pages >= MAX_PAGES)
      throw new XUnavailableError('invalid', `more than ${MAX_PAGES} pages in one pass`);
    let page: Awaited<ReturnType<typeof searchRecentPage>>;
    try {
      page = await searchRecentPage(client, { sinceId, nextToken });
    } catch (error) {
      if (!(error instanceof XRateLimitedError)) throw error;
      fetched.rateLimitedUntil = error.resetAt;
      return fetched;
    }
    fetched.pages += 1;
    for (const post of page.data ?? []) {
      if (seenPosts.has(post.id)) continue;
      seenPosts.add(post.id);
      fetched.posts.push(post);
    }
    for (const media of page.includes?.media ?? []) fetched.media.set(media.media_key, media);
    for (const user of page.includes?.users ?? []) fetched.users.set(user.id, user);
    nextToken = page.meta.next_token;
    if (nextToken && seenTokens.has(nextToken))
      throw new XUnavailableError('invalid', 'X repeated a next_token');
    if (nextToken) seenTokens.add(nextToken);
  } while (nextToken);
  return fetched;
}
