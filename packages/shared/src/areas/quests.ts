// @guardians/shared/quests: Quests and points.
export * from '../quests.ts';
export * from '../points.ts';
