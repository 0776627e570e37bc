import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Soak suites (server project): kill -9 cycles, crashes and restarts, two nodes, and loops of
 * hundreds to thousands of attacks or faults. They take minutes, so `vitest run` (and `npm test`)
 * leaves them out; `npm run test:soak` (vitest.soak.config.ts) runs them, and `.ci/run` runs both.
 * Paths are relative to apps/server.
 */
export const soakFiles = [
  'test/faults/kill-nine.test.ts', // 100 kill -9 cycles of the API under writes
  'test/faults/indexer-kill.test.ts', // the indexer killed 5 to 15 times at random points
  'test/faults/postgres-restart.test.ts', // PostgreSQL stopped and restarted under the API
  'test/faults/rpc-down.test.ts', // every route swept while the chain RPC is down
  'test/faults/provider-soak.test.ts', // minutes of indexing through every fault of a hosted provider
  'test/deploy/two-nodes.test.ts', // two API nodes behind nginx, kill -9, indexer takeover
  'test/indexer/indexer-failover.test.ts', // kill -9 of the indexer, the standby takes over
  'test/security/sign-in-attacks-messages.test.ts', // 1,000 forged sign-ins per attack class
  'test/security/sign-in-attacks-nonces.test.ts',
  'test/security/sign-in-attacks-signers.test.ts',
  'test/security/input-fuzzing-catalogue.test.ts', // thousands of generated requests (fast-check)
  'test/security/input-fuzzing-members.test.ts',
  'test/security/openapi-run/openapi-run-soak.test.ts', // 25+25 cases per operation and identity, from /docs/json
];

/**
 * Browser soak suites (paths relative to apps/web/e2e): each starts whole extra sites (`npm start`
 * restarted on its data, held ports, `npm run dev`), a minute or so apiece.
 */
export const e2eSoakFiles = [
  'launcher.e2e.ts', // npm start: restarts keep data, a held port is named, a crash stops the rest
  'dev-mode.e2e.ts', // npm run dev: Vite's dev server on the API's port
  'no-x-site.e2e.ts', // npm start with NODE_ENV=production: X-gated actions locked with their reason
  'launcher-crash.e2e.ts', // 10 kill -9 cycles of npm start under writes: nothing left behind, no write lost
];

/** The server's API tests: one PostgreSQL and one anvil per run (global setup), a database per file. */
export const serverTests = {
  root: './apps/server',
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// One run covers every workspace; browser (e2e) specs have their own config in apps/web/e2e.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...soakFiles],
          // The files share one module graph: each gets its own database and app, and importing the
          // server for every file cost ~7 of the run's ~12 minutes. The soak files stay isolated.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
