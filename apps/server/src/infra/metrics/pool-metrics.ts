import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

export interface NamedPool {
  /** 'primary', or 'read' for the replica behind DATABASE_READ_URL. */
  name: string;
  pool: pg.Pool;
}

/** node-postgres pool gauges, read when scraped: saturation shows as idle 0 and waiting > 0. */
export function registerPoolMetrics(registry: Registry, pools: readonly NamedPool[]): void {
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const { name: pool, pool: source } of pools) this.set({ pool }, read(source));
      },
    });
  gauge(
    'db_pool_connections',
    'Open connections in the database pool (idle and in use)',
    (p) => p.totalCount,
  );
  gauge('db_pool_idle_connections', 'Open connections not running a query', (p) => p.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a free connection', (p) => p.waitingCount);
  gauge('db_pool_max_connections', 'The most connections the pool opens', (p) => p.options.max ?? 10);
}
