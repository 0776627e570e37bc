import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation';

/**
 * Runs `hook` first among `route`'s own hooks of that kind. For checks only some routes need
 * (sign-in, cross-site writes): a global hook would cost every read an extra step for nothing.
 */
export function prependRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer H
    ? H extends readonly (infer One)[]
      ? One
      : H
    : never,
): void {
  const existing = route[name];
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as Record<RouteHookName, unknown>)[name] = [hook, ...hooks];
}
