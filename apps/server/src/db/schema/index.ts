export * from './catalogue.ts';
export * from './collections.ts';
export * from './guardians.ts';
export * from './sessions.ts';
export * from './site-config.ts';
export * from './socials.ts';
export * from './trading.ts';
export * from './users.ts';
