import type { DemoXPost } from './demo-x-posts.ts';
import { invalid } from './x-problems.ts';

// X's search query language as far as a contest search uses it (decision 0073): terms joined by
// spaces, all of which a post must match.

const WORD = '[\\p{L}\\p{N}_]';
const QUERY_MAX_LENGTH = 512;

type Term =
  | { negated: boolean; kind: 'hashtag' | 'word' | 'from'; value: string }
  | { negated: boolean; kind: 'has-media' | 'retweet' };

const QUERY_RULE =
  "the demo's recent search understands #hashtags, words, from:handle, has:media, has:images and " +
  'is:retweet / is:reply / is:quote, each maybe negated with -, joined by spaces';

/** X's query language, as far as a contest search uses it: terms joined by spaces (AND). */
function parseQuery(query: string): Term[] {
  const refuse = (message: string) => invalid('query', query, message);
  if (query.trim() === '') throw refuse('The `query` query parameter can not be empty');
  if (query.length > QUERY_MAX_LENGTH)
    throw refuse(`The \`query\` query parameter value is longer than ${QUERY_MAX_LENGTH} characters`);
  return query
    .trim()
    .split(/\s+/)
    .map((raw): Term => {
      const negated = raw.startsWith('-');
      const term = negated ? raw.slice(1) : raw;
      const lower = term.toLowerCase();
      if (lower === 'has:media' || lower === 'has:images') return { negated, kind: 'has-media' };
      if (['is:retweet', 'is:reply', 'is:quote'].includes(lower)) return { negated, kind: 'retweet' };
      const hashtag = new RegExp(`^#(${WORD}{1,100})$`, 'u').exec(term);
      if (hashtag?.[1]) return { negated, kind: 'hashtag', value: hashtag[1] };
      const from = /^from:@?([A-Za-z0-9_]{1,15})$/.exec(term);
      if (from?.[1]) return { negated, kind: 'from', value: from[1] };
      if (new RegExp(`^${WORD}+$`, 'u').test(term)) return { negated, kind: 'word', value: term };
      throw refuse(`There were errors processing your request: '${raw}' is not understood: ${QUERY_RULE}`);
    });
}

/** X matches a hashtag or a word whole, whatever its case ('&#' is an HTML entity, not a hashtag). */
const whole = (value: string, hashtag: boolean) =>
  new RegExp(`(?<!${WORD}${hashtag ? '|&' : ''})${hashtag ? '#' : ''}${value}(?!${WORD})`, 'iu');

function matches(post: DemoXPost, term: Term): boolean {
  const hit =
    term.kind === 'hashtag'
      ? whole(term.value, true).test(post.text)
      : term.kind === 'word'
        ? whole(term.value, false).test(post.text)
        : term.kind === 'from'
          ? post.author.username.toLowerCase() === term.value.toLowerCase()
          : term.kind === 'has-media'; // every demo post carries a picture; none is a retweet, reply or quote
  return term.negated ? !hit : hit;
}

/** The posts `query` finds, or X's 400 for a query the demo does not understand. */
export function queryMatcher(query: string): (post: DemoXPost) => boolean {
  const terms = parseQuery(query);
  return (post) => terms.every((term) => matches(post, term));
}
