import { HANDLE, HANDLE_RULE, idFor } from '../identity-provider/identity-provider.ts';
import { SUGGESTED } from '../identity-provider/sign-in-page.ts';
import { DEMO_X_PICTURES, demoXPicture } from './demo-x-pictures.ts';

type Picture = (typeof DEMO_X_PICTURES)[number];

/** An X account as recent search names it; the same id the demo X's sign-in gives the handle. */
interface DemoXAuthor {
  id: string;
  username: string;
  name: string;
}

/** One post the demo X holds: a picture and its text, by a handle. */
export interface DemoXPost {
  id: string;
  text: string;
  createdAt: Date;
  author: DemoXAuthor;
  picture: Picture;
}

/** A compose form the demo X refuses, with the sentence the page shows. */
export class ComposeRefusedError extends Error {
  constructor(
    readonly field: 'handle' | 'text' | 'picture',
    message: string,
  ) {
    super(message);
  }
}

/** X's limit for one post, in characters (code points). */
const POST_MAX_CHARACTERS = 280;
/** Composed posts are kept in memory: the oldest go once there are this many. */
const MAX_POSTS = 1000;
const X_EPOCH_MS = 1_288_834_974_657n;
const HOUR_MS = 3_600_000;

/**
 * The seeded posts, one per handle the demo X's sign-in offers. Their ids are fixed, so a restart does
 * not bring them to the gallery a second time (ingestion skips ids it holds); their dates are recent,
 * as recent search only shows the last seven days. Newest first, as ids grow with time.
 */
const SEEDS: readonly { id: string; handle: number; picture: number; hoursAgo: number; text: string }[] = [
  {
    id: '1900000000000000204',
    handle: 0,
    picture: 0,
    hoursAgo: 5,
    text: 'Guardian #7 at dusk, my first piece',
  },
  {
    id: '1900000000000000203',
    handle: 1,
    picture: 1,
    hoursAgo: 11,
    text: 'The Great Waterfall, Guardian 12 on watch',
  },
  { id: '1900000000000000202', handle: 2, picture: 2, hoursAgo: 26, text: 'Poster study of Guardian 42' },
  {
    id: '1900000000000000201',
    handle: 3,
    picture: 3,
    hoursAgo: 50,
    text: 'Somewhere deep in the Mystic Forest',
  },
];

function author(handle: string): DemoXAuthor {
  // The demo X's sign-in names a person by their handle; so does its search.
  return { id: idFor('twitter', handle), username: handle, name: handle };
}

/** An id laid out as X's (snowflake: milliseconds since X's epoch above the low 22 bits). */
function snowflake(ms: number, sequence: number): bigint {
  return ((BigInt(ms) - X_EPOCH_MS) << 22n) | BigInt(sequence % 4096);
}

/**
 * The posts of the demo's X (decision 0073), held in this process as the demo X's sign-in holds its
 * codes: a few seeded at start, and those a person composes on its page.
 */
export class DemoXPosts {
  /** Newest first. */
  private readonly posts: DemoXPost[] = [];
  private sequence = 0;
  private lastId = 0n;

  constructor(
    /** The contest hashtag (without '#'), which the seeded posts carry. */
    readonly hashtag: string,
    private readonly now: () => number = Date.now,
  ) {
    const start = now();
    const handles = SUGGESTED.twitter;
    for (const seed of SEEDS) {
      const picture = DEMO_X_PICTURES[seed.picture];
      const handle = handles[seed.handle];
      if (!picture || !handle) continue;
      this.posts.push({
        id: seed.id,
        text: `${seed.text} #${hashtag}`,
        createdAt: new Date(start - seed.hoursAgo * HOUR_MS),
        author: author(handle),
        picture,
      });
    }
  }

  /** Every post, newest first. */
  all(): readonly DemoXPost[] {
    return this.posts;
  }

  find(id: string): DemoXPost | undefined {
    return this.posts.find((post) => post.id === id);
  }

  /** Posts what the compose form sent, or says with ComposeRefusedError what X would refuse. */
  compose(form: { handle?: string; text?: string; picture?: string }): DemoXPost {
    const handle = (form.handle ?? '').trim().replace(/^@/, '');
    if (handle === '') throw new ComposeRefusedError('handle', 'Type the handle to post as.');
    if (!HANDLE.twitter.test(handle))
      throw new ComposeRefusedError('handle', `A handle is ${HANDLE_RULE.twitter}.`);
    const picture = demoXPicture(form.picture ?? '');
    if (!picture) throw new ComposeRefusedError('picture', 'Pick one of the pictures.');
    const text = (form.text ?? '').replace(/\r\n?/g, '\n').trim();
    if ([...text].length > POST_MAX_CHARACTERS)
      throw new ComposeRefusedError('text', `A post is at most ${POST_MAX_CHARACTERS} characters.`);

    const at = this.now();
    this.sequence += 1;
    let id = snowflake(at, this.sequence);
    if (id <= this.lastId) id = this.lastId + 1n;
    this.lastId = id;
    const post = { id: id.toString(), text, createdAt: new Date(at), author: author(handle), picture };
    this.posts.unshift(post);
    if (this.posts.length > MAX_POSTS) this.posts.length = MAX_POSTS;
    return post;
  }
}
