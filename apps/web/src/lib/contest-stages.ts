import type { ContestStage } from '@guardians/shared/contest';

/** Where a contest stage stands at a moment: the console marks each one, the arena names the one that counts. */
export type StagePhase = 'past' | 'current' | 'upcoming';

export function stagePhase(stage: Pick<ContestStage, 'startsAt' | 'endsAt'>, now: number): StagePhase {
  if (Date.parse(stage.endsAt) <= now) return 'past';
  return Date.parse(stage.startsAt) <= now ? 'current' : 'upcoming';
}

/** The stage the arena tells visitors about: the one running, else the next to start; null when neither. */
export function stageInFocus(
  stages: readonly ContestStage[],
  now: number,
): { stage: ContestStage; phase: 'current' | 'upcoming' } | null {
  const current = stages.find((stage) => stagePhase(stage, now) === 'current');
  if (current) return { stage: current, phase: 'current' };
  const next = stages
    .filter((stage) => stagePhase(stage, now) === 'upcoming')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  return next ? { stage: next, phase: 'upcoming' } : null;
}
