import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

/** One registered route as the suites see it: method, URL pattern, its config and its schemas. */
export interface RouteTableEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
}

/**
 * Records every route as it is added, so the security and fault suites sweep the routes that really
 * exist (a new route is covered without editing them). Must be registered before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url ?? route.path,
        config: (route.config ?? {}) as FastifyContextConfig,
        schema: route.schema,
      });
    }
  });
}
