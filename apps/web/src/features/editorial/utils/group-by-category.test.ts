import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-by-category.ts';

describe('groupByCategory', () => {
  it('keeps the first-seen order of categories and of entries within them', () => {
    const groups = groupByCategory([
      { category: 'Project', title: 'a' },
      { category: 'Team', title: 'b' },
      { category: 'Project', title: 'c' },
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Project', 'Team']);
    expect(groups[0]?.entries.map((e) => e.title)).toEqual(['a', 'c']);
  });

  it('gives no groups for no entries', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
