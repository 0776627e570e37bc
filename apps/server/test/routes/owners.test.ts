import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCollection,
  createToken,
  createUser,
  randomAddress,
  ZERO_ADDRESS,
} from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
// Addresses sorted so the tie-break by address is known: a < b < c < d.
const sorted = Array.from({ length: 4 }, randomAddress).sort();
const [a, b, c, d] = sorted as [string, string, string, string];

beforeAll(async () => {
  t = await createTestApp();
  const guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
  const other = await createCollection(t.db, { slug: 'other' });
  // d holds 3, b and c hold 2 each, a holds 1; burned and zero-address tokens count for no one.
  const holdings: [string | null, number][] = [
    [d, 3],
    [c, 2],
    [b, 2],
    [a, 1],
    [null, 2],
    [ZERO_ADDRESS, 1],
    ['0x000000000000000000000000000000000000dEaD', 1],
  ];
  let id = 1;
  for (const [owner, count] of holdings) {
    for (let i = 0; i < count; i++) await createToken(t.db, guardians, { id: id++, owner });
  }
  // Tokens of another collection do not count.
  for (let i = 1; i <= 5; i++) await createToken(t.db, other, { id: i, owner: a });
  await createUser(t.db, { account: b, username: 'koi-keeper', image: '/api/media/avatars/b.webp' });
});
afterAll(() => t.close());

const owners = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/owners/all${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/owners/all', () => {
  it("ranks the default collection's holders by tokens held, ties by address, with their profile", async () => {
    const data = await owners();
    expect(data.total).toBe(4);
    expect(data.items).toEqual([
      { rank: 1, account: d, username: null, image: null, held: 3 },
      { rank: 2, account: b, username: 'koi-keeper', image: '/api/media/avatars/b.webp', held: 2 },
      { rank: 3, account: c, username: null, image: null, held: 2 },
      { rank: 4, account: a, username: null, image: null, held: 1 },
    ]);
  });

  it('pages with offset and limit, ranks counting from the whole list', async () => {
    const page = await owners('?offset=1&limit=2');
    expect(page.total).toBe(4);
    expect(page.items.map((o: { rank: number; account: string }) => [o.rank, o.account])).toEqual([
      [2, b],
      [3, c],
    ]);
    const past = await owners('?offset=10');
    expect(past).toEqual({ items: [], total: 4 });
  });

  it('refuses a limit above 100 with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/owners/all?limit=101' });
    expect(res.statusCode).toBe(400);
  });
});
