// @guardians/shared/operations: Health and readiness.
export * from '../health.ts';
