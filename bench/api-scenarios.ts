// The routes bench/api-throughput.ts loads, with the requests the web app sends to them.
import { CHAIN_ID, type SignedInAccount, threeTraitFilter } from './api-fixtures.ts';
import type { LoadVariant } from './api-load-worker.ts';

export const COLLECTION = `0x${'be0c'.padStart(40, '0')}`;
/** As the collection page asks for its first page (features/catalogue/api/get-collection-items.ts). */
const ITEMS_QUERY = `chainId=${CHAIN_ID}&offset=0&limit=50&withTotalSupply=true&withReactions=true&withPrices=true`;

export interface Scenario {
  label: string;
  base: string;
  method: 'GET' | 'POST';
  variants: LoadVariant[];
  /** Each variant at most once (quest completions: one per account). */
  once?: boolean;
  /** A fresh Idempotency-Key on every request, as the web client sends with each write. */
  idempotencyKeys?: boolean;
  /** Requests to warm up with first, unmeasured; their own variants where repeating would differ. */
  warm?: { amount: number; variants?: LoadVariant[] };
}

const repeat = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);

export function readScenarios(base: string, tokens: number): Scenario[] {
  const randomTokenId = () => 1 + Math.floor(Math.random() * tokens);
  const get = (label: string, variants: LoadVariant[]): Scenario => ({
    label,
    base,
    method: 'GET',
    variants,
    warm: { amount: 300 },
  });
  return [
    get('GET /api/site-configs', [{ path: '/api/site-configs' }]),
    get('GET /api/collections/:token (50 items)', [
      { path: `/api/collections/${COLLECTION}?${ITEMS_QUERY}` },
    ]),
    {
      label: 'POST /api/collections/:token (3 traits)',
      base,
      method: 'POST',
      variants: repeat(300, () => ({
        path: `/api/collections/${COLLECTION}?${ITEMS_QUERY}`,
        body: JSON.stringify(threeTraitFilter()),
      })),
      warm: { amount: 300 },
    },
    // Search "by name or trait", as the grid's search field asks: a name's number or a trait value.
    get(
      'GET /api/collections/:token search (50 items)',
      repeat(200, () => ({
        path: `/api/collections/${COLLECTION}?${ITEMS_QUERY}&search=${Math.random() < 0.5 ? `%23${randomTokenId()}` : `v${Math.floor(Math.random() * 6)}`}`,
      })),
    ),
    get('GET /api/collections/:token/activity (50)', [
      { path: `/api/collections/${COLLECTION}/activity?chainId=${CHAIN_ID}&offset=0&limit=50` },
    ]),
    get('GET /api/collections/:token/trait-prices', [
      { path: `/api/collections/${COLLECTION}/trait-prices?chainId=${CHAIN_ID}` },
    ]),
    get(
      'GET /api/nfts/:token/:id',
      repeat(1000, () => ({ path: `/api/nfts/${COLLECTION}/${randomTokenId()}?chainId=${CHAIN_ID}` })),
    ),
    get('GET /api/quests/leaderboard (25)', [{ path: '/api/quests/leaderboard?offset=0&limit=25' }]),
    get('GET /api/gallery/all (25)', [{ path: '/api/gallery/all?offset=0&limit=25&sortBy=latest' }]),
  ];
}

/**
 * Likes and quest completions, each with an Idempotency-Key on every request (as the web client
 * sends them: the write and its stored answer commit in one transaction) and without one.
 */
export function writeScenarios(
  base: string,
  options: {
    tokens: number;
    likers: SignedInAccount[];
    artists: SignedInAccount[];
    questId: number;
    /** Artists whose completions warm the path up; the margin covers requests still in flight. */
    warmCompletions: number;
    connections: number;
  },
): Scenario[] {
  const { likers, artists, questId, warmCompletions, connections } = options;
  const randomTokenId = () => 1 + Math.floor(Math.random() * options.tokens);
  // Toggles: each liker likes a random item, or takes the like back when its turn comes again.
  const like = (keyed: boolean): Scenario => ({
    label: `POST /api/nfts/reactions/update (like)${keyed ? ', keyed' : ''}`,
    base,
    method: 'POST',
    variants: likers.map((liker) => ({
      path: `/api/nfts/reactions/update/${COLLECTION}/${randomTokenId()}`,
      body: JSON.stringify({ chainId: CHAIN_ID, type: 'like' }),
      cookie: liker.cookie,
    })),
    idempotencyKeys: keyed,
    warm: { amount: 300 },
  });
  const completion = (artist: SignedInAccount): LoadVariant => ({
    path: `/api/quests/users/${questId}`,
    body: '{}',
    cookie: artist.cookie,
  });
  // Every request a first completion by its own account, for the duration or until the run's
  // half of the accounts is used up.
  const measured = artists.slice(warmCompletions);
  const half = Math.floor(measured.length / 2);
  const complete = (keyed: boolean, accounts: SignedInAccount[]): Scenario => ({
    label: `POST /api/quests/users/:questId (fan art)${keyed ? ', keyed' : ''}`,
    base,
    method: 'POST',
    variants: accounts.map(completion),
    once: true,
    idempotencyKeys: keyed,
    warm: {
      amount: Math.max(1, warmCompletions / 2 - 2 * connections),
      variants: artists
        .slice(keyed ? 0 : warmCompletions / 2, keyed ? warmCompletions / 2 : warmCompletions)
        .map(completion),
    },
  });
  return [
    like(true),
    like(false),
    complete(true, measured.slice(0, half)),
    complete(false, measured.slice(half)),
  ];
}
