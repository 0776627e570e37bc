export * from './collections.ts';
export * from './site-config.ts';
