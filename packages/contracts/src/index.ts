// The package's public entry. Browser-safe: Node-only helpers live in src/node/ and are never re-exported here.
export * from './abis.gen.ts';
export * from './claim-voucher.ts';
export * from './listing.ts';
export * from './merkle.ts';
export * from './offer.ts';
