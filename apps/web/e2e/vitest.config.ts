import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the real launcher
// (embedded PostgreSQL + anvil + the built SPA). One launcher per run, files run one at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
