// Zod reads this global when it loads, so it must be set before zod evaluates: lib/zod.ts imports
// this module first, and the web build resolves `zod` to lib/zod.ts.
//
// jitless: our CSP forbids eval. Zod would otherwise probe `new Function` when it builds its first
// object schema; the probe throws and is caught, yet Chromium logs a CSP violation on every page (a
// DevTools issue that costs Lighthouse's best-practices points). Every parse then runs interpreted
// (so no parse needs to ask for it: the `jitless` argument once passed to each parse is gone).
//
// memoizer: zod installs one by default so a recursive schema can parse input with reference cycles.
// Before the first parse of each object or array schema it walks the schema's whole subtree to find
// out whether it is recursive: 10 ms of a page's start-up here, on a fast machine. No shared schema
// is recursive (none uses z.lazy or a getter), and the web parses JSON, which has no cycles, so the
// web build installs one that does nothing (decision 0062).

/** zod's memoizer interface (zod/v4/core `$ZodMemoizer`): attach, guard, alloc. */
export const noMemoizer = {
  attach(): void {},
  guard(): void {},
  alloc<T extends object>(_inst: unknown, _payload: unknown, empty: T): T {
    return empty;
  },
};

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true, memoizer: noMemoizer };
