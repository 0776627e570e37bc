// Our CSP forbids eval. Zod would otherwise probe `new Function` when it builds its first object
// schema; the probe throws and is caught, yet Chromium logs a CSP violation on every page (a DevTools
// issue that costs Lighthouse's best-practices points). Zod reads this global when it loads, so it
// must be set before zod evaluates: lib/zod.ts imports this module first, and the web build resolves
// `zod` to lib/zod.ts. Every parse then runs interpreted, as ONE_OFF_PARSE already asked for most.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
