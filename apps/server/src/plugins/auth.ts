import cookie from '@fastify/cookie';
import type { AdminRole, Permission } from '@guardians/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ReadThroughCache } from '../infra/change-feed/read-through-cache.ts';
import { PermissionDeniedError } from '../services/admin/admin-errors.ts';
import { hasPermission, type RoleSources } from '../services/admin/roles-service.ts';
import { NotSignedInError } from '../services/auth/auth-errors.ts';
import {
  readSession,
  type SessionCopies,
  type SessionInfo,
  sessionHolds,
} from '../services/auth/session-service.ts';
import { prependRouteHook } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'signed-in': the route needs a live session; the handler then reads request.session.
     * A permission (`quests:edit`, ...): a live session of an account whose console role grants it
     * (decision 0082); the console only hides what this refuses.
     */
    auth?: 'signed-in' | Permission;
    /**
     * A GET that changes state (the spec's claim voucher reserves coins): refused cross-site like
     * any POST, since a Lax session cookie rides along on another site's top-level navigation.
     */
    writes?: boolean;
    /** false: the route ignores Idempotency-Key (sign-in and sign-out set cookies a replay cannot). */
    idempotency?: boolean;
    /**
     * A POST that changes nothing (the spec's list calls that take their filter in a body): it
     * ignores Idempotency-Key, as a GET does; there is nothing to do twice, and no answer to keep.
     */
    reads?: boolean;
  }
  interface FastifyRequest {
    /** The live session of this request, when it has one (set for routes with config.auth). */
    session: SessionInfo | null;
    loadSession(): Promise<SessionInfo | null>;
    /** Whether the session's account holds `permission` (false without a session). */
    can(permission: Permission): Promise<boolean>;
  }
  interface FastifyInstance {
    /** This node's copies of sessions (READ_CACHE); sign-in and sign-out forget the ones they revoke. */
    sessionCopies: SessionCopies | undefined;
    /** Where console roles come from: the database (with this node's copies) and ADMIN_ACCOUNTS. */
    roleSources: RoleSources;
  }
}

/** Sessions copied at most: about 200 bytes each. */
const SESSION_COPIES = 50_000;
/** Accounts whose roles are copied at most (members have none: an empty list is copied too). */
const ROLE_COPIES = 10_000;

/** Behind HTTPS the cookie gets Secure and the __Host- prefix (no Domain, Path=/). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-guardians_session' : 'guardians_session';
}

export function isSecureRequest(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.publicUrl;
  return publicUrl ? publicUrl.startsWith('https:') : request.protocol === 'https';
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(isSecureRequest(request))];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  expiresAt: Date,
): void {
  const secure = isSecureRequest(request);
  reply.setCookie(sessionCookieName(secure), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/**
 * The wallet this browser connected (POST /api/users/new/{address}), for the spec's GET /api/login
 * without `account`. Only sent to /api/login; it ends with the browser session. It names which
 * account the sign-in message is for, nothing more: the nonce is bound to that account and only its
 * key can sign the message, so a forged value only yields a message nobody else can use.
 */
function connectedWalletCookieName(secure: boolean): string {
  return secure ? '__Secure-guardians_wallet' : 'guardians_wallet';
}

export function setConnectedWalletCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
): void {
  const secure = isSecureRequest(request);
  reply.setCookie(connectedWalletCookieName(secure), account.toLowerCase(), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export function readConnectedWalletCookie(request: FastifyRequest): string | undefined {
  return request.cookies[connectedWalletCookieName(isSecureRequest(request))];
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecureRequest(request);
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Cookie sessions; routes opt in with `config: { auth: 'signed-in' }` rather than URL matching. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('session', null);
  const copies =
    app.changeFeed && new ReadThroughCache(app.changeFeed, ['sessions'], SESSION_COPIES, sessionHolds);
  app.decorate('sessionCopies', copies);
  app.decorateRequest('loadSession', async function loadSession(this: FastifyRequest) {
    if (this.session) return this.session;
    const id = readSessionCookie(this);
    this.session = id ? ((await readSession(this.server.db, id, copies)) ?? null) : null;
    return this.session;
  });
  app.decorate('roleSources', {
    db: app.db,
    configuredOwners: app.config.adminAccounts,
    copies: app.changeFeed && new ReadThroughCache<AdminRole[]>(app.changeFeed, ['admin_roles'], ROLE_COPIES),
  });
  app.decorateRequest('can', async function can(this: FastifyRequest, permission: Permission) {
    const session = await this.loadSession();
    return (
      session !== null && hasPermission(this.server.roleSources, session.account.toLowerCase(), permission)
    );
  });
  // Before validation: a visitor must not learn a route's body schema from its 400s. Only on the
  // routes that ask for it, so public reads skip the step.
  app.addHook('onRoute', (route) => {
    const needed = route.config?.auth;
    if (!needed) return;
    prependRouteHook(route, 'preValidation', async (request: FastifyRequest) => {
      const session = await request.loadSession();
      if (!session) throw new NotSignedInError();
      if (needed !== 'signed-in' && !(await request.can(needed))) throw new PermissionDeniedError(needed);
    });
  });
}
