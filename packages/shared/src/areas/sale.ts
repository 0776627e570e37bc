// @guardians/shared/sale: Presale and mint.
export * from '../sale.ts';
