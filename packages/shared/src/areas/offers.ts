// @guardians/shared/offers: Offers on items, collections and traits.
export * from '../offers.ts';
export * from '../offers-account.ts';
export * from '../offers-requests.ts';
