// @guardians/shared/certified: Certified prizes.
export * from '../certified.ts';
export * from '../certified-console.ts';
