export * from './address.ts';
export * from './collections.ts';
export * from './constants.ts';
export * from './env-settings.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './site-config.ts';
