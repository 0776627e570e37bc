import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { AfterCommit, inRequestTransaction, withRequestTransaction } from '../db/request-transaction.ts';
import { recordAudit } from '../services/admin/audit-log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a console change is written to the audit log (decision 0082). Required on every route
     * whose `auth` is a permission and that changes state; the change and its entry share one
     * transaction.
     */
    audit?: AuditSpec;
  }
}

interface AuditSpec {
  /** `<area>.<verb>`: `site.update`, `roles.grant`, ... */
  action: string;
  /** What changed; default: the path parameters, space-separated (null without any). */
  target?: (request: FastifyRequest) => string | null;
  /** The state before the change, read inside its transaction. Default: none (a creation). */
  before?: (request: FastifyRequest) => Promise<unknown>;
  /** The state after; default: the answer's `data`. */
  after?: (request: FastifyRequest, answer: unknown) => unknown;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route is a console write: gated by a permission, and not a read. */
export function isConsoleWrite(route: Pick<RouteOptions, 'method' | 'config'>): boolean {
  const auth = route.config?.auth;
  if (!auth || auth === 'signed-in' || route.config?.reads) return false;
  return [route.method].flat().some((m) => STATE_CHANGING.has(m)) || route.config?.writes === true;
}

function defaultTarget(request: FastifyRequest): string | null {
  const params = Object.values((request.params ?? {}) as Record<string, unknown>);
  return params.length > 0 ? params.map(String).join(' ') : null;
}

function dataOf(answer: unknown): unknown {
  if (typeof answer === 'string') {
    try {
      return (JSON.parse(answer) as { data?: unknown }).data ?? null;
    } catch {
      return null;
    }
  }
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : null;
}

function withAudit(spec: AuditSpec, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const run = async () => {
      const before = spec.before ? await spec.before(request) : null;
      const answer = await handler.call(this, request, reply);
      if (reply.statusCode < 400 && request.session) {
        await recordAudit(request.server.db, {
          actor: request.session.account.toLowerCase(),
          action: spec.action,
          target: (spec.target ?? defaultTarget)(request),
          before,
          after: spec.after ? spec.after(request, answer) : dataOf(answer),
        });
      }
      return answer;
    };
    // Inside an Idempotency-Key's transaction the entry joins it; otherwise it opens its own.
    if (inRequestTransaction()) return run();
    const afterCommit = new AfterCommit();
    try {
      const answer = await request.server.db.transaction((tx) =>
        withRequestTransaction(tx, run, afterCommit),
      );
      afterCommit.committed((err) => request.log.error({ err }, 'after-commit work failed'));
      return answer;
    } catch (error) {
      afterCommit.rolledBack();
      throw error;
    }
  };
}

/**
 * Every console write lands with its audit entry or not at all. Registered before the idempotency
 * plugin, so a replayed answer (which runs no handler) writes no second entry.
 */
export function registerAudit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isConsoleWrite(route)) return;
    const spec = route.config?.audit;
    if (!spec)
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url} is a console write without config.audit`,
      );
    route.handler = withAudit(spec, route.handler);
  });
}
