import type { Quest, QuestStatus } from '@guardians/shared/quests';
import { describe, expect, it } from 'vitest';
import { filterQuests, readQuestTab } from './quest-tabs.ts';

const now = Date.parse('2026-06-01T00:00:00Z');

function quest(id: number, overrides: Partial<Quest> = {}): Quest {
  return {
    _id: id,
    slug: null,
    title: `Quest ${id}`,
    description: '',
    kind: 'link_x',
    params: {},
    points: 10,
    startsAt: null,
    endsAt: null,
    maxCompletions: null,
    completions: 0,
    disabled: false,
    position: id,
    ...overrides,
  };
}

describe('readQuestTab', () => {
  it('reads all, open and completed in any case and falls back to all', () => {
    const read = (query: string) => readQuestTab(new URLSearchParams(query));
    expect(read('tab=all')).toBe('all');
    expect(read('tab=OPEN')).toBe('open');
    expect(read('tab=Completed')).toBe('completed');
    expect(read('tab=owned')).toBe('all');
    expect(read('')).toBe('all');
  });
});

describe('filterQuests', () => {
  const quests = [
    quest(1),
    quest(2, { endsAt: '2026-05-01T00:00:00Z' }),
    quest(3, { startsAt: '2026-07-01T00:00:00Z' }),
    quest(4, { maxCompletions: 5, completions: 5 }),
    quest(5),
    quest(6),
  ];
  const statuses = new Map<number, QuestStatus>([
    [5, 'completed'],
    [6, 'pending'],
  ]);
  const ids = (list: Quest[]) => list.map((q) => q._id);

  it('all keeps every quest', () => {
    expect(ids(filterQuests(quests, 'all', statuses, now))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('open keeps what can be done now and is not done or in review', () => {
    expect(ids(filterQuests(quests, 'open', statuses, now))).toEqual([1]);
  });

  it('completed keeps what the member completed, none without a session', () => {
    expect(ids(filterQuests(quests, 'completed', statuses, now))).toEqual([5]);
    expect(ids(filterQuests(quests, 'completed', new Map(), now))).toEqual([]);
  });
});
