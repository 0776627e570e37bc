import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The answer shapes of docs/architecture.md ("Answer shapes", decision 0068), read from the OpenAPI
 * document the route schemas generate: a list answers `{ data: { items, total } }`, a count
 * `{ data: n }`, and no route answers a bare array.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};
type Operation = {
  responses?: Record<string, { content?: { 'application/json'?: { schema?: JsonSchema } } }>;
};

/** The six count routes of spec 7, and the owners count of spec 4. */
const COUNT_ROUTES = [
  'GET /api/gallery/count',
  'GET /api/art-contests/gallery/totalCount',
  'GET /api/art-contests/artist-submission/count',
  'GET /api/certified-nfts/all/count',
  'GET /api/vault/all/count',
  'GET /api/swaps/leaderboard/count',
  'GET /api/collections/{token}/unique-owners',
];

/** Lists of spec 7 (and the other lists the API serves), each `{ items, total }`. */
const LIST_ROUTES = [
  'GET /api/abouts/all',
  'GET /api/admin/quests/{id}/completions',
  'POST /api/art-contests/artist-submission/all',
  'GET /api/art-contests/gallery/all',
  'GET /api/blogs/all',
  'GET /api/blogs/categories/all',
  'GET /api/certified-nfts/all',
  'GET /api/collections/all',
  'GET /api/collections/{token}/activity',
  'GET /api/collections/{token}/trait-prices',
  'GET /api/demo',
  'GET /api/gallery/all',
  'POST /api/gallery/all',
  'GET /api/great-deals/all',
  'GET /api/guardians/all',
  'POST /api/nfts/reactions/batch',
  'GET /api/nfts/transfers/{token}/{id}',
  'GET /api/nfts/{token}/{id}/activity',
  'GET /api/nfts/{token}/{id}/rarities',
  'GET /api/odyssey/all',
  'GET /api/owners/all',
  'GET /api/points/ledger/me',
  'GET /api/quests/all',
  'GET /api/quests/leaderboard',
  'GET /api/shields/account/{account}',
  'GET /api/shields/all',
  'GET /api/stories/all',
  'GET /api/swaps/leaderboard',
  'GET /api/swaps/supported-tokens',
  'GET /api/vault/all',
  'GET /api/wallets/account/{account}/contracts',
];

let t: TestApp;
/** Each route's success answer schema ("GET /api/…" → schema), from /docs/json. */
const answers = new Map<string, JsonSchema>();

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const ok = operation.responses?.['200'] ?? operation.responses?.['201'];
      const schema = ok?.content?.['application/json']?.schema;
      if (schema) answers.set(`${method.toUpperCase()} ${path.replace(/\/$/, '')}`, schema);
    }
  }
});
afterAll(() => t.close());

const dataOf = (route: string) => answers.get(route)?.properties?.data;
const isType = (schema: JsonSchema | undefined, type: string) =>
  schema?.type === type || (Array.isArray(schema?.type) && schema.type.includes(type));

describe('answer shapes in the OpenAPI document', () => {
  it('documents every list as { data: { items: [...], total } }', () => {
    for (const route of LIST_ROUTES) {
      const data = dataOf(route);
      expect(data, route).toBeDefined();
      expect(isType(data?.properties?.items, 'array'), route).toBe(true);
      expect(isType(data?.properties?.total, 'integer'), route).toBe(true);
      expect(data?.required, route).toEqual(expect.arrayContaining(['items', 'total']));
    }
  });

  it('documents every count as { data: n }', () => {
    for (const route of COUNT_ROUTES) {
      expect(isType(dataOf(route), 'integer'), route).toBe(true);
    }
  });

  it('has no route answering a bare array, and every `items` list beside a total', () => {
    const bare = [...answers.keys()].filter((route) => isType(dataOf(route), 'array'));
    expect(bare).toEqual([]);
    const withoutTotal = [...answers.keys()].filter((route) => {
      const data = dataOf(route);
      return (
        isType(data?.properties?.items, 'array') && !data?.properties?.total && route !== 'GET /api/search'
      );
    });
    expect(withoutTotal).toEqual([]);
  });

  it("documents the spec's call forms: GET /api/login without account, the reaction update's query", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = res.json().paths;
    const login = paths['/api/login'].get.parameters as { name: string; in: string; required?: boolean }[];
    const account = login.find((p) => p.name === 'account');
    expect(account?.in).toBe('query');
    expect(account?.required ?? false).toBe(false);
    const update = paths['/api/nfts/reactions/update/{token}/{id}'].post.parameters as {
      name: string;
      in: string;
    }[];
    expect(update.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['chainId', 'type', 'active']),
    );
  });
});
