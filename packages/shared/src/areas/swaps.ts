// @guardians/shared/swaps: Coin claims.
export * from '../swaps.ts';
