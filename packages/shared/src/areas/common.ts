// @guardians/shared/common: Addresses, business constants, the error body, the answer shapes (lists, counts) and the user-facing texts every area uses.
export * from '../address.ts';
export * from '../constants.ts';
export * from '../envelopes.ts';
export * from '../errors.ts';
export * from '../messages.ts';
export * from '../page-paths.ts';
