// @guardians/shared/quests: Quests and points.

export * from '../points.ts';
export * from '../quests.ts';
export * from '../quests-console.ts';
