/**
 * X API v2's recent-search payload as the mock builds it: snowflake ids, the posts, media and users a
 * test makes, and one page's JSON with only the fields and expansions the request asked for.
 */

export interface MockUser {
  id: string;
  username: string;
  name: string;
  profile_image_url: string;
}

export interface MockMedia {
  media_key: string;
  type: string;
  url?: string;
  preview_image_url?: string;
  variants?: { bit_rate?: number; content_type: string; url: string }[];
  width?: number;
  height?: number;
  duration_ms?: number;
}

export interface MockPost {
  id: string;
  text: string;
  created_at: string;
  author_id: string;
  media: MockMedia[];
}

const X_EPOCH_MS = 1_288_834_974_657n;
let sequence = 0;

/** A snowflake id for a post made at `date` (X's layout: time above the low 22 bits). */
export function snowflake(date: Date): string {
  sequence = (sequence + 1) % 4096;
  return ((BigInt(date.getTime()) - X_EPOCH_MS) * 4_194_304n + BigInt(sequence)).toString();
}

/** When a snowflake id was made, in epoch milliseconds. */
export function tweetIdTime(id: string): number {
  return Number((BigInt(id) >> 22n) + X_EPOCH_MS);
}

/** One term of the search query: the hashtag (text match), has:media, -is:retweet. */
export function matchesTerm(post: MockPost, term: string): boolean {
  if (term === '') return true;
  if (term === 'has:media') return post.media.length > 0;
  if (term === '-is:retweet') return !post.text.startsWith('RT @');
  return post.text.toLowerCase().includes(term);
}

/** X's shape: data, includes (for the expansions asked), meta; fields only when asked for. */
export function searchPageBody(
  page: MockPost[],
  query: URLSearchParams,
  users: ReadonlyMap<string, MockUser>,
  nextOffset: number | undefined,
) {
  const list = (name: string) => new Set((query.get(name) ?? '').split(',').filter(Boolean));
  const expansions = list('expansions');
  const tweetFields = list('tweet.fields');
  const mediaFields = list('media.fields');
  const userFields = list('user.fields');
  const pick = <T extends object>(value: T, always: string[], asked: Set<string>) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => always.includes(key) || asked.has(key)));

  const data = page.map((post) => ({
    ...pick(
      { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] },
      ['id', 'text', 'edit_history_tweet_ids'],
      tweetFields,
    ),
    ...(tweetFields.has('created_at') ? { created_at: post.created_at } : {}),
    ...(tweetFields.has('author_id') || expansions.has('author_id') ? { author_id: post.author_id } : {}),
    ...((tweetFields.has('attachments') || expansions.has('attachments.media_keys')) && post.media.length > 0
      ? { attachments: { media_keys: post.media.map((media) => media.media_key) } }
      : {}),
  }));
  const media = expansions.has('attachments.media_keys')
    ? page.flatMap((post) => post.media).map((item) => pick(item, ['media_key', 'type'], mediaFields))
    : [];
  const authors = [...new Set(page.map((post) => post.author_id))];
  const authorsFound = expansions.has('author_id')
    ? authors.flatMap((id) => {
        const user = users.get(id);
        return user ? [pick(user, ['id', 'name', 'username'], userFields)] : [];
      })
    : [];
  const includes = {
    ...(media.length > 0 ? { media } : {}),
    ...(authorsFound.length > 0 ? { users: authorsFound } : {}),
  };
  return {
    ...(data.length > 0 ? { data } : {}),
    ...(Object.keys(includes).length > 0 ? { includes } : {}),
    meta: {
      ...(page.length > 0 ? { newest_id: page[0]?.id, oldest_id: page.at(-1)?.id } : {}),
      result_count: page.length,
      ...(nextOffset === undefined
        ? {}
        : { next_token: Buffer.from(String(nextOffset)).toString('base64url') }),
    },
  };
}
