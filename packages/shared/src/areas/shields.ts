// @guardians/shared/shields: Shields.
export * from '../shields.ts';
export * from '../shields-console.ts';
