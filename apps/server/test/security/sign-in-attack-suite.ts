import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountPool, footprint, type Outcome, pick, tally } from './sign-in-attack-kit.ts';

/**
 * Issue 10 §2: at least 1,000 generated attempts per attack class against the real app, each refused
 * with a 4xx naming the check that caught it, no session cookie, and no session or user row for the
 * attacked accounts. Every attempt comes from its own IP so the throttle does not hide the checks.
 */
export const PER_CLASS = 1000;
export const OTHER_CHAINS = [1, 10, 56, 137, 8453, 42161, 11155111];
export const HOSTILE_DOMAINS = [
  'evil.test',
  'localhost.evil.test',
  'localhost:8080',
  'guardians.example',
  'xn--lcalhost-9za.test',
];

type Pool = ReturnType<typeof accountPool>;

/**
 * One app and one pool of attacked accounts per test file (deriving a key costs ~1 ms); each account
 * is attacked at most once per class: 7 failures, under the per-account limit of 10.
 */
export function useAttackSuite(label: string) {
  let app: TestApp | undefined;
  let pool: Pool = [];
  let intruders: Pool = [];
  const summary: Record<string, { attempts: number; byCode: Record<string, number> }> = {};
  const started = Date.now();

  beforeAll(async () => {
    app = await createTestApp();
    pool = accountPool(PER_CLASS);
    intruders = accountPool(100);
  });
  afterAll(async () => {
    console.info(`${label}: ${Math.round((Date.now() - started) / 100) / 10} s`, JSON.stringify(summary));
    await app?.close();
  });

  return {
    get t(): TestApp {
      if (!app) throw new Error('the attack suite has not started');
      return app;
    },
    get intruders(): Pool {
      return intruders;
    },
    account: (i: number) => pick(pool, i),
    /** Adds a class's counts to the line printed after the file. */
    record(name: string, result: ReturnType<typeof tally>) {
      summary[name] = { attempts: result.attempts, byCode: result.byCode };
    },
    /** The assertions every class shares: all refused as expected, no cookie, 0 sessions and 0 users. */
    async expectAllRefused(name: string, outcomes: Outcome[], attacked: string[]) {
      const result = tally(outcomes);
      this.record(name, result);
      expect(result.attempts).toBeGreaterThanOrEqual(PER_CLASS);
      expect(result.unexpected.slice(0, 5)).toEqual([]);
      expect(result.byStatus['201'] ?? 0).toBe(0);
      expect(result.byStatus['429'] ?? 0).toBe(0);
      expect(result.cookiesIssued).toBe(0);
      expect(await footprint(this.t.db, attacked)).toEqual({ sessions: 0, users: 0 });
      return result;
    },
  };
}
