import { Counter, Histogram, type Registry } from 'prom-client';

/** Label for requests no route matched (404s, and the web app's pages served by the not-found handler). */
export const UNMATCHED_ROUTE = '(unmatched)';

// From a cached read (a few ms) to a slow chain call (seconds).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  /** `route` is the route's URL pattern ('/api/nfts/:address/:id'), never the raw URL. */
  observe(request: { method: string; route: string | undefined; statusCode: number; seconds: number }): void;
}

/**
 * Request counts and latencies per route pattern. Labels come from the route table, so their number
 * is bounded by the routes that exist, whatever URLs clients send.
 */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the last byte of its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    observe({ method, route, statusCode, seconds }) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE };
      requests.inc({ ...labels, status_code: String(statusCode) });
      duration.observe(labels, seconds);
    },
  };
}
