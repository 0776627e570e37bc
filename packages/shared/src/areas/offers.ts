// @guardians/shared/offers: Offers on items, collections and traits.
export * from '../offers.ts';
