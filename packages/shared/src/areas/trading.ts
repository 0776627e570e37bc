// @guardians/shared/trading: Listings and sales.
export * from '../trading.ts';
