import { configDefaults, defineConfig } from 'vitest/config';
import { e2eSoakFiles } from '../../../vitest.config.ts';

// Browser tests: Debian's Chromium driven by playwright-core against the real launcher
// (embedded PostgreSQL + anvil + the built SPA). One launcher per run, files run one at a time.
// The browser soak files (each starts extra whole sites) run in `npm run test:soak`.
export const e2eTests = {
  root: import.meta.dirname,
  globalSetup: ['./support/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 240_000,
};

export default defineConfig({
  test: {
    ...e2eTests,
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: [...configDefaults.exclude, ...e2eSoakFiles],
  },
});
