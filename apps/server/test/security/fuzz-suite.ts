import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excludedRoutes, type FuzzGroup, fuzzGroups, groupOf } from './fuzz-groups.ts';
import { fuzzSeed, REQUEST_TIMEOUT_MS, routeKey, toFuzzRoute } from './fuzz-runner.ts';
import { fuzzSite } from './fuzz-site.ts';

/**
 * Issue 10 §2, input fuzzing: every route of the group gets property-based requests generated from
 * its shared zod schemas (valid, near-miss and hostile) as anonymous, member, admin and a forged
 * session. The property: an answer below 500, within REQUEST_TIMEOUT_MS.
 */
export function fuzzGroupSuite(
  group: FuzzGroup,
  options: { claims?: boolean; trading?: boolean; minRoutes: number },
) {
  const site = fuzzSite();
  beforeAll(() => site.start(options), 120_000);
  afterAll(() => site.stop());

  describe('the route table', () => {
    it('is fuzzed whole: every route in a group with its own file, exclusions real and explained', () => {
      const table = site.table();
      expect(table.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(200);
      const keys = new Set(table.map(routeKey));
      for (const [key, reason] of Object.entries(excludedRoutes)) {
        expect(keys.has(key), `excluded route ${key} does not exist`).toBe(true);
        expect(reason.length).toBeGreaterThan(10);
      }
      for (const name of Object.keys(fuzzGroups))
        expect(existsSync(path.join(import.meta.dirname, `input-fuzzing-${name}.test.ts`)), name).toBe(true);
      // Every route has a generator: an upload route without a known form would throw here.
      for (const entry of table) expect(() => toFuzzRoute(entry), routeKey(entry)).not.toThrow();
      expect(table.filter((r) => groupOf(r.url) === group).length).toBeGreaterThanOrEqual(options.minRoutes);
    });
  });

  it(`every ${group} route answers below 500 within ${REQUEST_TIMEOUT_MS} ms`, async () => {
    const started = Date.now();
    const outcome = await site.fuzzGroup(group);
    console.info(
      `input fuzzing (${group}): seed ${fuzzSeed}, ${outcome.routes.length} routes, ` +
        `${outcome.requests} requests, ${Date.now() - started} ms (FUZZ_SEED, FUZZ_RUNS to vary)`,
    );
    const slowest = [...outcome.timings].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.info(`slowest routes: ${slowest.map(([route, ms]) => `${route} ${ms} ms`).join(', ')}`);
    console.info(
      `slowest answer: ${outcome.slowest.ms} ms, ${outcome.slowest.route}: ${outcome.slowest.url}`,
    );
    if (!process.env.FUZZ_ONLY) expect(outcome.routes.length).toBeGreaterThanOrEqual(options.minRoutes);
    expect(outcome.failures).toEqual([]);
  }, 600_000);
}
