import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { poolOf } from '../db/client.ts';
import { createHttpMetrics } from '../infra/metrics/http-metrics.ts';
import { IndexerLagProbe, registerIndexerLagMetrics } from '../infra/metrics/indexer-lag.ts';
import { authorizeMetrics, MetricsTokenRequiredError } from '../infra/metrics/metrics-access.ts';
import { type NamedPool, registerPoolMetrics } from '../infra/metrics/pool-metrics.ts';
import { processMetrics } from '../infra/metrics/process-metrics.ts';

function databasePools(app: FastifyInstance): NamedPool[] {
  const pools: NamedPool[] = [];
  const primary = poolOf(app.db);
  if (primary) pools.push({ name: 'primary', pool: primary });
  const replica = app.readDb === app.db ? undefined : poolOf(app.readDb);
  if (replica) pools.push({ name: 'read', pool: replica });
  return pools;
}

/**
 * Prometheus metrics at GET /metrics (docs/operations.md): request counts and latencies per route,
 * database pool gauges, the indexer's lag behind the chain, and the process's default metrics.
 * Outside /api, so the API's rate limit never hides the site's own telemetry; who may read it is
 * decided by authorizeMetrics. Register before any route: the timing hook must see every one.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const http = createHttpMetrics();
  registerPoolMetrics(registry, databasePools(app));
  registerIndexerLagMetrics(registry, new IndexerLagProbe(app.db, app.chain));

  app.addHook('onResponse', (request, reply, done) => {
    http.observe({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request, reply) => {
        try {
          authorizeMetrics(request, app.config.metricsToken);
        } catch (error) {
          if (error instanceof MetricsTokenRequiredError)
            reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw error;
        }
      },
    },
    async (_request, reply) => {
      const merged = Registry.merge([processMetrics(), registry]);
      reply.header('content-type', merged.contentType).header('cache-control', 'no-store');
      return `${await merged.metrics()}${http.render()}`;
    },
  );
}
