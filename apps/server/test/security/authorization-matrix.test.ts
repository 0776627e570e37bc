import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERMISSIONS } from '@guardians/shared';
import type { LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, userSocials } from '../../src/db/schema/index.ts';
import type { RouteTableEntry } from '../../src/plugins/route-table.ts';
import { changedTables, databaseFingerprint } from '../helpers/database-fingerprint.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { CALLER_SCOPED_ROUTES, OWNED_RESOURCE_ROUTES, ownershipProblems } from './authorization-ownership.ts';
import {
  buildMatrixWorld,
  cellRequest,
  type MatrixWorld,
  PORTAL_PASSPHRASE,
  type SignedIn,
} from './authorization-requests.ts';
import {
  CALLERS,
  type Caller,
  expectedCell,
  GATE_CODES,
  PUBLIC_WRITE_ROUTES,
  publicListProblems,
  routeKey,
  STATE_CHANGING_ROUTES_WHEN_WRITTEN,
  stateChangingRoutes,
} from './authorization-routes.ts';

/** A key per signed-in caller; the owner's through ADMIN_ACCOUNTS, the others' roles granted in the table. */
const keys: Record<Exclude<Caller, 'anonymous'>, `0x${string}`> = {
  member: generatePrivateKey(),
  moderator: generatePrivateKey(),
  judge: generatePrivateKey(),
  owner: generatePrivateKey(),
};

let t: TestApp;
let dataDir: string;
let world: MatrixWorld;
let signedIn: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
let routes: RouteTableEntry[];
/** route -> caller -> answer, printed at the end as the matrix. */
const answers = new Map<string, Partial<Record<Caller, string>>>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-authz-'));
  t = await createTestApp({
    env: {
      ADMIN_ACCOUNTS: privateKeyToAccount(keys.owner).address,
      // A few hundred requests from one address: the per-minute limit is not under test here.
      RATE_LIMIT_MAX: '100000',
      DATA_DIR: dataDir,
      PORTAL_PASSPHRASE,
    },
  });
  const [member, moderator, judge, owner] = await Promise.all([
    signIn(t.app, keys.member),
    signIn(t.app, keys.moderator),
    signIn(t.app, keys.judge),
    signIn(t.app, keys.owner),
  ]);
  signedIn = { member, moderator, judge, owner };
  await t.db.insert(adminRoles).values([
    { account: moderator.account, role: 'moderator', grantedBy: owner.account },
    { account: judge.account, role: 'judge', grantedBy: owner.account },
  ]);
  // All have X linked, so the routes that need it answer on authorization, not on the missing link.
  await t.db.insert(userSocials).values(
    [member, moderator, judge, owner].flatMap(({ account }) =>
      (['twitter', 'discord'] as const).map((provider) => ({
        account,
        provider,
        providerAccountId: `${provider}-${account.slice(2, 14)}`,
        username: `matrix_${account.slice(2, 10)}`,
      })),
    ),
  );
  world = await buildMatrixWorld(t);
  routes = stateChangingRoutes(t.app);
});
afterAll(async () => {
  printMatrix();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function send(route: RouteTableEntry, caller: Caller) {
  const key = caller === 'anonymous' ? keys.member : keys[caller];
  return cellRequest(route, {
    app: t.app,
    world,
    caller: caller === 'anonymous' ? null : signedIn[caller],
    freshSession: async () => (await signIn(t.app, key)).cookie,
  });
}

function record(route: RouteTableEntry, caller: Caller, res: LightMyRequestResponse) {
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const code = route.method === 'HEAD' || !json ? '' : ` ${res.json().code ?? ''}`;
  const row = answers.get(routeKey(route)) ?? {};
  row[caller] = `${res.statusCode}${code}`.trim();
  answers.set(routeKey(route), row);
}

function ownerColumn(key: string): string {
  if (OWNED_RESOURCE_ROUTES[key]) return 'owned: authorization-matrix-owners';
  if (CALLER_SCOPED_ROUTES[key]) return 'caller-scoped: authorization-matrix-owners';
  return PUBLIC_WRITE_ROUTES[key] ? 'public' : '-';
}

function printMatrix() {
  const lines = [...answers].map(
    ([key, row]) =>
      `${key.padEnd(60)} ${CALLERS.map((caller) => `${caller}=${row[caller] ?? '?'}`).join(' | ')} | owner of the row: ${ownerColumn(key)}`,
  );
  console.info(
    `Authorization matrix: ${answers.size} routes, ${answers.size * CALLERS.length} cells\n${lines.join('\n')}`,
  );
}

describe('the route table', () => {
  it('has at least as many state-changing routes as when the suite was written', () => {
    console.info(`state-changing routes in the route table: ${routes.length}`);
    expect(routes.length).toBeGreaterThanOrEqual(STATE_CHANGING_ROUTES_WHEN_WRITTEN);
    const auths = routes.map((r) => r.config.auth ?? 'public');
    expect(auths).toContain('public');
    expect(auths).toContain('signed-in');
    // Every console route names a permission the roles know (a typo would lock everyone out).
    for (const auth of auths)
      if (auth !== 'public' && auth !== 'signed-in') expect(PERMISSIONS).toContain(auth);
  });

  it('lists every route open to visitors with the reason it is open', () => {
    expect(publicListProblems(routes)).toEqual([]);
  });

  it('classifies every signed-in route that takes input as owned or caller-scoped', () => {
    expect(ownershipProblems(routes)).toEqual([]);
  });

  it('would catch a route added tomorrow: open without a listed reason, or signed-in and unclassified', () => {
    const added = (config: RouteTableEntry['config'], schema?: RouteTableEntry['schema']) => ({
      method: 'POST',
      url: '/api/tomorrow/:account',
      config,
      schema,
    });
    expect(publicListProblems([...routes, added({})])).toEqual([
      'POST /api/tomorrow/:account has no config.auth and is not in PUBLIC_WRITE_ROUTES',
    ]);
    expect(ownershipProblems([...routes, added({ auth: 'signed-in' }, { params: {} })])).toEqual([
      'POST /api/tomorrow/:account takes input but is in neither OWNED_RESOURCE_ROUTES nor CALLER_SCOPED_ROUTES',
    ]);
    expect(CALLERS.map((caller) => expectedCell(added({ auth: 'site:edit' }), caller))).toEqual([
      { refused: 401 },
      { refused: 403 },
      { refused: 403 },
      { refused: 403 },
      'passes',
    ]);
    expect(CALLERS.map((caller) => expectedCell(added({ auth: 'submissions:disable' }), caller))).toEqual([
      { refused: 401 },
      { refused: 403 },
      'passes',
      { refused: 403 },
      'passes',
    ]);
  });
});

describe('the cells the gate must refuse', () => {
  it('anonymous gets 401 on every route with auth, a role without the permission 403, and nothing is written', async () => {
    const before = await databaseFingerprint(t.db);
    const wrong: string[] = [];
    let refused = 0;
    for (const route of routes) {
      for (const caller of CALLERS) {
        const expected = expectedCell(route, caller);
        if (expected === 'passes') continue;
        refused += 1;
        const { options, invalid } = await send(route, caller);
        if (invalid.length > 0)
          wrong.push(`${routeKey(route)}: the sample is invalid (${invalid.join(', ')})`);
        const res = await t.app.inject(options);
        record(route, caller, res);
        const code = route.method === 'HEAD' ? undefined : res.json().code;
        const wantedCode = route.method === 'HEAD' ? undefined : GATE_CODES[expected.refused];
        if (res.statusCode !== expected.refused || code !== wantedCode)
          wrong.push(
            `${routeKey(route)} as ${caller}: ${res.statusCode} ${code ?? ''}, wanted ${expected.refused}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await databaseFingerprint(t.db))).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(STATE_CHANGING_ROUTES_WHEN_WRITTEN);
  });
});

// Found by this suite: the session gate ran after schema validation, so a visitor (or a member on an
// admin route) sending an invalid body was told the schema's field names (400) instead of 401/403.
describe('a refused caller whose body would also fail validation', () => {
  it('is refused by the gate before the schema answers', async () => {
    const answeredBySchema: string[] = [];
    for (const route of routes) {
      for (const caller of CALLERS) {
        const expected = expectedCell(route, caller);
        if (expected === 'passes') continue;
        const { options } = await send(route, caller);
        if ((options.headers as Record<string, string>)['content-type'] !== 'application/json') continue;
        const res = await t.app.inject({ ...options, payload: { unexpected: true } });
        if (res.statusCode !== expected.refused) answeredBySchema.push(`${routeKey(route)} as ${caller}`);
      }
    }
    expect(answeredBySchema).toEqual([]);
  });
});

describe('the cells the gate must let through', () => {
  it('answers no 401 or 403 to a member on signed-in routes, a role holding the permission, or a visitor on public routes', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const publicEntry = PUBLIC_WRITE_ROUTES[routeKey(route)];
      for (const caller of CALLERS) {
        if (expectedCell(route, caller) !== 'passes') continue;
        const { options, invalid } = await send(route, caller);
        if (invalid.length > 0)
          wrong.push(`${routeKey(route)}: the sample is invalid (${invalid.join(', ')})`);
        const checkReadOnly = caller === 'anonymous' && publicEntry?.readOnly;
        const before = checkReadOnly ? await databaseFingerprint(t.db) : '';
        const res = await t.app.inject(options);
        record(route, caller, res);
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 500)
          wrong.push(`${routeKey(route)} as ${caller}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (checkReadOnly) {
          const written = changedTables(before, await databaseFingerprint(t.db));
          if (written.length > 0) wrong.push(`${routeKey(route)} is listed read-only but wrote ${written}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
