import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseFingerprint } from '../helpers/database-fingerprint.ts';
import { OWNER_CASES, type OwnerCase, type OwnerCaseSpec } from './authorization-owner-cases.ts';
import { buildOwnerWorld, type OwnerWorld } from './authorization-owner-world.ts';
import { CALLER_SCOPED_ROUTES, OWNED_RESOURCE_ROUTES } from './authorization-ownership.ts';
import type { SignedIn } from './authorization-requests.ts';
import { routeKey, stateChangingRoutes } from './authorization-routes.ts';

let w: OwnerWorld;
const cases = new Map<OwnerCaseSpec, OwnerCase>();
/** One line per route with its four cells, printed at the end. */
const answers: string[] = [];

beforeAll(async () => {
  w = await buildOwnerWorld();
  for (const spec of OWNER_CASES) cases.set(spec, await spec.build(w));
}, 60_000);
afterAll(async () => {
  console.info(`Owner cells: ${answers.length} routes, ${answers.length * 4} cells\n${answers.join('\n')}`);
  await w?.close();
});

function built(spec: OwnerCaseSpec): OwnerCase {
  const c = cases.get(spec);
  if (!c) throw new Error(`${spec.route}: the case was not built`);
  return c;
}

async function send(c: OwnerCase, caller: SignedIn | null) {
  return w.t.app.inject(await c.request(caller));
}

const describeAnswer = (res: { statusCode: number; body: string }) => {
  const code = res.body.startsWith('{') ? (JSON.parse(res.body) as { code?: string }).code : undefined;
  return `${res.statusCode}${code ? ` ${code}` : ''}`;
};

describe('the owner table', () => {
  it('has a case with real data for every owned-resource route, each still registered', () => {
    const registered = new Set(stateChangingRoutes(w.t.app).map(routeKey));
    const covered = new Set(OWNER_CASES.filter((spec) => spec.kind === 'owned').map((spec) => spec.route));
    expect(Object.keys(OWNED_RESOURCE_ROUTES).filter((key) => !covered.has(key))).toEqual([]);
    for (const spec of OWNER_CASES) {
      expect(registered.has(spec.route), spec.route).toBe(true);
      const table = spec.kind === 'owned' ? OWNED_RESOURCE_ROUTES : CALLER_SCOPED_ROUTES;
      expect(table[spec.route], `${spec.route} is not in the ${spec.kind} table`).toBeDefined();
    }
  });
});

describe('a route acting on something an account owns', () => {
  it.each(OWNER_CASES.map((spec) => [spec.route, spec.kind, spec] as const))(
    '%s (%s): a visitor gets 401, other callers are refused or touch only their own rows, the owner succeeds',
    async (route, kind, spec) => {
      const c = built(spec);
      const stateBefore = await c.ownerState();
      const before = await databaseFingerprint(w.t.db);

      const anonymous = await send(c, null);
      expect(anonymous.statusCode, `${route} as a visitor`).toBe(401);
      expect(anonymous.json().code).toBe('NOT_SIGNED_IN');
      expect(changedTables(before, await databaseFingerprint(w.t.db))).toEqual([]);

      const others: string[] = [];
      for (const caller of [w.other, w.admin]) {
        const res = await send(c, caller);
        others.push(describeAnswer(res));
        if (kind === 'owned') expect(c.refusedWith, `${route}: ${res.body}`).toContain(res.statusCode);
        else expect([401, 403, 500], `${route}: ${res.body}`).not.toContain(res.statusCode);
      }
      // Owned: nothing anywhere. Caller-scoped: the others' own rows may change, the owner's not.
      if (kind === 'owned') expect(changedTables(before, await databaseFingerprint(w.t.db))).toEqual([]);
      expect(await c.ownerState(), `${route}: another caller changed the owner's rows`).toEqual(stateBefore);

      const own = await send(c, c.owner);
      expect(own.statusCode, `${route} as the owner: ${own.body}`).toBe(c.ownerStatus);
      expect(await c.ownerState(), `${route}: the owner's request changed nothing`).not.toEqual(stateBefore);
      answers.push(
        `${route.padEnd(58)} [${kind}] anonymous=${describeAnswer(anonymous)} | another user=${others[0]} | admin=${others[1]} | owner=${describeAnswer(own)}`,
      );
    },
  );
});

describe('a social account linked to its owner', () => {
  it("cannot be taken over by replaying the owner's own payload (its valid token) once linked", async () => {
    const spec = OWNER_CASES.find((x) => x.route === 'POST /api/user-social/update') as OwnerCaseSpec;
    const c = built(spec);
    const ownerRequest = await c.request(c.owner);
    // Without an X link of its own, so the only conflict left is the owner's link.
    const thief = await w.newMember({ linkX: false });
    const before = await databaseFingerprint(w.t.db);
    const res = await w.t.app.inject({ ...ownerRequest, headers: { cookie: thief.cookie } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('SOCIAL_ACCOUNT_TAKEN');
    expect(changedTables(before, await databaseFingerprint(w.t.db))).toEqual([]);
  });
});
