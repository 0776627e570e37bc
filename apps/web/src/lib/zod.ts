// The web build's `zod` (vite.config.ts alias): zod with its global config set first.
import './zod-jitless.ts';

export * from 'zod/v4';
export { default, z } from 'zod/v4';
