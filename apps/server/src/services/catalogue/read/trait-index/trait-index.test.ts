import { describe, expect, it } from 'vitest';
import { buildTraitIndex, queryTraitIndex, traitCounts } from './trait-index.ts';

const key = (type: string, value: string) => `${type}\u001f${value}`;

// 100 tokens, ids 1..100 (one past 32 and 64, so pages cross bitset words):
// Colour red on even ids, blue on odd; Size big on multiples of 3, small otherwise; ids 7 and 70 also Hat.
const tokens = Array.from({ length: 100 }, (_, i) => {
  const id = i + 1;
  const keys = [key('Colour', id % 2 === 0 ? 'red' : 'blue'), key('Size', id % 3 === 0 ? 'big' : 'small')];
  if (id === 7 || id === 70) keys.push(key('Hat', 'cap'));
  return { tokenId: String(id), traitKeys: keys };
});
const index = buildTraitIndex(tokens);

/** What the SQL filter returns, computed the slow way. */
function expected(filter: Record<string, string[]>, offset: number, limit: number) {
  const matching = tokens.filter((t) =>
    Object.entries(filter).every(([type, values]) => values.some((v) => t.traitKeys.includes(key(type, v)))),
  );
  return { tokenIds: matching.slice(offset, offset + limit).map((t) => t.tokenId), total: matching.length };
}
const query = (filter: Record<string, string[]>, offset = 0, limit = 50) =>
  queryTraitIndex(
    index,
    Object.entries(filter).map(([type, values]) => values.map((v) => key(type, v))),
    { offset, limit },
  );

describe('trait index', () => {
  it('without a filter pages through every token in id order', () => {
    expect(query({})).toEqual({ tokenIds: tokens.slice(0, 50).map((t) => t.tokenId), total: 100 });
    expect(query({}, 90, 50)).toEqual({ tokenIds: tokens.slice(90).map((t) => t.tokenId), total: 100 });
    expect(query({}, 200)).toEqual({ tokenIds: [], total: 100 });
  });

  it.each([
    [{ Colour: ['red'] }],
    [{ Colour: ['red', 'blue'] }],
    [{ Colour: ['red'], Size: ['big'] }],
    [{ Colour: ['blue'], Size: ['big', 'small'], Hat: ['cap'] }],
    [{ Hat: ['cap', 'crown'] }],
    [{ Hat: ['crown'] }],
    [{ Nothing: ['at all'] }],
  ])('ORs values of a type and ANDs types: %j', (filter) => {
    for (const [offset, limit] of [
      [0, 50],
      [0, 7],
      [5, 10],
      [30, 4],
      [31, 40],
      [60, 50],
    ] as const)
      expect(query(filter, offset, limit)).toEqual(expected(filter, offset, limit));
  });

  it('handles the 32nd bit of a word (a negative number in JS bit arithmetic)', () => {
    const ids = query({ Colour: ['red'] }, 15, 2).tokenIds; // 32nd and 34th ids: 32, 34
    expect(ids).toEqual(['32', '34']);
    expect(query({}, 31, 2).tokenIds).toEqual(['32', '33']);
  });

  it('counts how many tokens carry each value', () => {
    const counts = traitCounts(index);
    expect(Object.fromEntries(counts.get('Colour') ?? [])).toEqual({ red: 50, blue: 50 });
    expect(Object.fromEntries(counts.get('Size') ?? [])).toEqual({ big: 33, small: 67 });
    expect(Object.fromEntries(counts.get('Hat') ?? [])).toEqual({ cap: 2 });
  });

  it('counts a key listed twice on one token once', () => {
    const small = buildTraitIndex([{ tokenId: '1', traitKeys: [key('A', 'x'), key('A', 'x')] }]);
    expect(traitCounts(small).get('A')?.get('x')).toBe(1);
  });
});
