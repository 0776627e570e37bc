// The web build's `zod` (vite.config.ts alias): zod set to jitless before any schema is built.
//
// Our Content-Security-Policy forbids eval. Zod would otherwise probe `new Function` when it builds
// its first object schema; the probe throws and is caught, yet Chromium logs a CSP violation on every
// page (a DevTools issue that costs Lighthouse's best-practices points), so every parse in the browser
// runs interpreted. This module's body runs after zod loads and before any module that imports `zod`
// (every shared schema module does), so the setting is in place before the first schema exists.
// Everything else is zod's default, its memoizer included (decision 0062).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
