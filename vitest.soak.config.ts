import { defineConfig } from 'vitest/config';
import { e2eTests } from './apps/web/e2e/vitest.config.ts';
import { e2eSoakFiles, serverTests, soakFiles } from './vitest.config.ts';

// `npm run test:soak`: the soak suites that `vitest run` and the browser run leave out (listed in
// vitest.config.ts). The browser ones need the build (`npm run build`, which the script runs first).
// One file: `npx vitest run --config vitest.soak.config.ts kill-nine`.
export default defineConfig({
  test: {
    projects: [
      // One after the other: the fault loops time restarts, and a second whole site beside them skews that.
      { test: { ...serverTests, name: 'soak', include: soakFiles, sequence: { groupOrder: 0 } } },
      { test: { ...e2eTests, name: 'e2e-soak', include: e2eSoakFiles, sequence: { groupOrder: 1 } } },
    ],
  },
});
