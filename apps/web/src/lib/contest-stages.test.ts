import type { ContestStage } from '@guardians/shared/contest';
import { describe, expect, it } from 'vitest';
import { stageInFocus, stagePhase } from './contest-stages.ts';

function createStage(overrides: Partial<ContestStage> = {}): ContestStage {
  return {
    id: 1,
    name: 'Mystic Forest',
    prizeUsd: 3000,
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2026-06-15T00:00:00.000Z',
    ...overrides,
  };
}

const at = (iso: string) => Date.parse(iso);

describe('contest stage phases', () => {
  it('is upcoming before its start, current from its start and past from its end', () => {
    const stage = createStage();
    expect(stagePhase(stage, at('2026-05-31T23:59:59.000Z'))).toBe('upcoming');
    expect(stagePhase(stage, at('2026-06-01T00:00:00.000Z'))).toBe('current');
    expect(stagePhase(stage, at('2026-06-15T00:00:00.000Z'))).toBe('past');
  });

  it('names the running stage first, else the earliest upcoming one, else none', () => {
    const forest = createStage();
    const river = createStage({
      id: 2,
      name: 'Mystic River',
      startsAt: '2026-07-01T00:00:00.000Z',
      endsAt: '2026-07-15T00:00:00.000Z',
    });
    const falls = createStage({
      id: 3,
      name: 'Great Waterfall',
      startsAt: '2026-08-01T00:00:00.000Z',
      endsAt: '2026-08-15T00:00:00.000Z',
    });
    expect(stageInFocus([forest, river, falls], at('2026-06-05T00:00:00.000Z'))).toEqual({
      stage: forest,
      phase: 'current',
    });
    expect(stageInFocus([falls, river, forest], at('2026-06-20T00:00:00.000Z'))).toEqual({
      stage: river,
      phase: 'upcoming',
    });
    expect(stageInFocus([forest], at('2026-06-20T00:00:00.000Z'))).toBeNull();
    expect(stageInFocus([], at('2026-06-20T00:00:00.000Z'))).toBeNull();
  });
});
