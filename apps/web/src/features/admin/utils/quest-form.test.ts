import { describe, expect, it } from 'vitest';
import { createConsoleQuest } from './console-test-kit.tsx';
import { toLocalInput } from './local-datetime.ts';
import { formFieldOf, formOfQuest, questFormValues, toQuestForm } from './quest-form.ts';

const values = (overrides: Partial<ReturnType<typeof questFormValues>> = {}) => ({
  ...questFormValues(null),
  title: 'Like an item',
  description: 'Like any item.',
  points: '10',
  ...overrides,
});

describe('the quest form', () => {
  it('sends the count only for kinds that count, and times as UTC instants', () => {
    const start = '2026-06-01T09:30';
    const result = toQuestForm(values({ kind: 'like_items', min: '2', startsAt: start }), 5);
    expect(result.form).toMatchObject({ kind: 'like_items', params: { min: 2 }, position: 5, points: 10 });
    expect(result.form?.startsAt).toBe(new Date(start).toISOString());
    expect(toQuestForm(values({ kind: 'admin_review', min: '2' }), 0).form?.params).toEqual({});
  });

  it("names each field the server's schema refuses", () => {
    const { errors } = toQuestForm(
      values({
        title: ' ',
        points: '0.001',
        startsAt: '2026-06-02T10:00',
        endsAt: '2026-06-01T10:00',
        maxCompletions: '-1',
      }),
      0,
    );
    expect(errors).toEqual({
      title: 'title is required',
      points: 'points must be between 0.01 and 1000000, with at most 2 decimals',
      endsAt: 'endsAt must be after startsAt',
      maxCompletions: expect.any(String),
    });
  });

  it('asks for the numbers that were left empty in its own words', () => {
    const { errors } = toQuestForm(values({ kind: 'hold_guardians', min: '', points: '' }), 0);
    expect(errors).toMatchObject({
      points: 'Enter the coins this quest pays',
      min: 'Enter how many are needed',
    });
  });

  it("starts from a quest's own values, in the reader's time zone, and sends it back unchanged", () => {
    const quest = createConsoleQuest({
      kind: 'hold_guardians',
      params: { min: 3 },
      startsAt: '2026-06-01T09:30:00.000Z',
    });
    const start = questFormValues(quest);
    expect(start).toMatchObject({ title: 'Link your X', min: '3', points: '50', maxCompletions: '' });
    expect(start.startsAt).toBe(toLocalInput('2026-06-01T09:30:00.000Z'));
    expect(toQuestForm(start, quest.position).form).toEqual(formOfQuest(quest, false));
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('params.min')).toBe('min');
    expect(formFieldOf('endsAt')).toBe('endsAt');
    expect(formFieldOf('position')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
