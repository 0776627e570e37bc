import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation';

type RouteHook<Name extends RouteHookName> =
  NonNullable<RouteOptions[Name]> extends infer H ? (H extends readonly (infer One)[] ? One : H) : never;

function hooksOf(route: RouteOptions, name: RouteHookName): unknown[] {
  const existing = route[name];
  return existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
}

/**
 * Runs `hook` first among `route`'s own hooks of that kind. For checks only some routes need
 * (sign-in, cross-site writes): a global hook would cost every read an extra step for nothing.
 */
export function prependRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: RouteHook<Name>,
): void {
  (route as Record<RouteHookName, unknown>)[name] = [hook, ...hooksOf(route, name)];
}

/** Runs `hook` last among `route`'s own hooks of that kind. */
export function appendRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: RouteHook<Name>,
): void {
  (route as Record<RouteHookName, unknown>)[name] = [...hooksOf(route, name), hook];
}
