import { type AdminRole, type Permission, ROLE_PERMISSIONS } from '@guardians/shared';
import type { FastifyInstance } from 'fastify';
import type { RouteTableEntry } from '../../src/plugins/route-table.ts';

/**
 * The matrix's rules, derived from each route's own config so that a route added later gets its
 * cells without touching the suite: `auth` decides who passes the gate, and a state-changing route
 * without `auth` must be listed below with the reason it is open.
 */

/** A visitor, a member without a role, and one caller per console role (decision 0082). */
export type Caller = 'anonymous' | 'member' | AdminRole;
export const CALLERS: Caller[] = ['anonymous', 'member', 'moderator', 'judge', 'owner'];
export type Expected = { refused: 401 | 403 } | 'passes';

/** What the suite counted when it was written: fewer means a route vanished from the sweep. */
export const STATE_CHANGING_ROUTES_WHEN_WRITTEN = 50;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}

/** A console route: its `auth` names a permission. */
export function isConsoleRoute(route: Pick<RouteTableEntry, 'config'>): boolean {
  const auth = route.config.auth;
  return auth !== undefined && auth !== 'signed-in';
}

/**
 * POST/PUT/PATCH/DELETE, GET routes flagged `writes` (the claim voucher), and every console route
 * (its reads too: the roles, the audit log, the exports), each once; HEAD twins are left out.
 */
export function stateChangingRoutes(app: FastifyInstance): RouteTableEntry[] {
  const seen = new Set<string>();
  return app.routeTable.filter((route) => {
    const key = routeKey(route);
    if (route.method === 'HEAD' && route.config.writes !== true) return false;
    const swept = WRITE_METHODS.has(route.method) || route.config.writes === true || isConsoleRoute(route);
    if (seen.has(key) || !swept) return false;
    seen.add(key);
    return true;
  });
}

interface PublicWrite {
  reason: string;
  /** The handler itself refuses a visitor (401 NOT_SIGNED_IN) instead of `config.auth`. */
  signsInItself?: true;
  /** Only reads: the suite checks that a visitor's request leaves every table as it was. */
  readOnly?: true;
}

/**
 * Every state-changing route a visitor may call. A route without `config.auth` that is missing here
 * fails the suite: open by accident is the mistake this list exists to catch.
 */
export const PUBLIC_WRITE_ROUTES: Record<string, PublicWrite> = {
  'POST /api/login': { reason: 'signing in is what makes a session' },
  'DELETE /api/logout': { reason: "closes only the session of the request's own cookie" },
  'POST /api/users/new/:address': {
    reason: 'spec 7: called on wallet connect, before signing; creates an empty user row, idempotent',
  },
  'POST /api/collections/:token': { reason: 'a read: trait filters sent as a body', readOnly: true },
  'POST /api/nfts/reactions/:token/:id': { reason: "the spec's POST variant of a read", readOnly: true },
  'POST /api/nfts/reactions/batch': { reason: 'a read of up to 100 items', readOnly: true },
  'POST /api/wallets/account/:account': { reason: "a read of a wallet's items", readOnly: true },
  'POST /api/gallery/all': { reason: 'a read; the body only names whose loves to mark', readOnly: true },
  'POST /api/art-contests/artist-submission/all': { reason: 'a read, as POST /gallery/all', readOnly: true },
  'POST /api/nfts/:token/:id/reindex': {
    reason: 'spec 7: anyone may ask to refetch public metadata; 10 per minute per IP',
  },
  'POST /api/certified-nfts/verification/me': {
    reason: "checks the session in the handler, to answer the spec's own sentence",
    signsInItself: true,
  },
  'POST /api/dev/faucet': { reason: 'test ether for burner wallets; 404 unless the chain is local' },
  'POST /api/newsletter/confirm': { reason: "the mailed link's unguessable token is the permission" },
  'POST /api/newsletter/subscribe': { reason: 'the home page sign-up is for visitors' },
  'POST /api/newsletter/unsubscribe': { reason: "the link's unguessable token is the permission" },
  'POST /api/portal/unlock': { reason: 'the passphrase is the permission (decision 0043)' },
};

export function effectiveAuth(route: RouteTableEntry): 'signed-in' | Permission | undefined {
  if (route.config.auth) return route.config.auth;
  return PUBLIC_WRITE_ROUTES[routeKey(route)]?.signsInItself ? 'signed-in' : undefined;
}

/** The cell a caller should land in, from the route's config alone. */
export function expectedCell(route: RouteTableEntry, caller: Caller): Expected {
  const auth = effectiveAuth(route);
  if (caller === 'anonymous' && auth) return { refused: 401 };
  if (!auth || auth === 'signed-in' || caller === 'anonymous') return 'passes';
  if (caller === 'member' || !ROLE_PERMISSIONS[caller].includes(auth)) return { refused: 403 };
  return 'passes';
}

/** The gate's own answers: 401 NOT_SIGNED_IN and 403 FORBIDDEN (other 403s are business rules). */
export const GATE_CODES = { 401: 'NOT_SIGNED_IN', 403: 'FORBIDDEN' } as const;

/** Public routes without an entry, and entries whose route no longer exists (a stale exception). */
export function publicListProblems(routes: RouteTableEntry[]): string[] {
  const keys = new Set(routes.map(routeKey));
  const unlisted = routes
    .filter((r) => !r.config.auth && !PUBLIC_WRITE_ROUTES[routeKey(r)])
    .map((r) => `${routeKey(r)} has no config.auth and is not in PUBLIC_WRITE_ROUTES`);
  const stale = Object.keys(PUBLIC_WRITE_ROUTES)
    .filter((key) => !keys.has(key))
    .map((key) => `${key} is in PUBLIC_WRITE_ROUTES but no longer registered`);
  const contradictory = routes
    .filter((r) => r.config.auth && PUBLIC_WRITE_ROUTES[routeKey(r)])
    .map((r) => `${routeKey(r)} has config.auth yet is listed as public`);
  return [...unlisted, ...stale, ...contradictory];
}
