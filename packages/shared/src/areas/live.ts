// @guardians/shared/live: Live updates.
export * from '../live-events.ts';
