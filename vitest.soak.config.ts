import { defineConfig } from 'vitest/config';
import { serverTests, soakFiles } from './vitest.config.ts';

// `npm run test:soak`: the soak suites that `vitest run` leaves out (listed in vitest.config.ts).
// One file: `npx vitest run --config vitest.soak.config.ts kill-nine`.
export default defineConfig({
  test: {
    projects: [{ test: { ...serverTests, name: 'soak', include: soakFiles } }],
  },
});
