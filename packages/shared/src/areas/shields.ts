// @guardians/shared/shields: Shields.
export * from '../shields.ts';
