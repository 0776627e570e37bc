// @guardians/shared/certified: Certified prizes.
export * from '../certified.ts';
