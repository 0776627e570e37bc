// The web build's `zod` (vite.config.ts alias): zod with its global config set first.
import './zod-global-config.ts';

export * from 'zod/v4';
export { default, z } from 'zod/v4';
// For the web build's lazily built shared schemas (build-plugins/lazy-shared-schemas.ts).
export { lazySchema } from './lazy-schema.ts';
