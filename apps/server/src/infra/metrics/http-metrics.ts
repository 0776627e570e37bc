/** Label for requests no route matched (404s, and the web app's pages served by the not-found handler). */
const UNMATCHED_ROUTE = '(unmatched)';

// From a cached read (a few ms) to a slow chain call (seconds).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  /** `route` is the route's URL pattern ('/api/nfts/:address/:id'), never the raw URL. */
  observe(request: { method: string; route: string | undefined; statusCode: number; seconds: number }): void;
  /** The counts and latencies in Prometheus' text format (version 0.0.4). */
  render(): string;
}

interface RouteTally {
  labels: string;
  byStatus: Map<number, number>;
  /** Requests at or under each of DURATION_BUCKETS (not cumulative until rendered). */
  buckets: number[];
  count: number;
  sum: number;
}

const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

/**
 * Request counts and latencies per route pattern. Labels come from the route table, so their number
 * is bounded by the routes that exist, whatever URLs clients send. Tallied in plain maps and
 * written out on scrape: prom-client validates and hashes the labels on every observation, which
 * cost a cached read a twelfth of its CPU (decision 0053).
 */
export function createHttpMetrics(): HttpMetrics {
  const tallies = new Map<string, RouteTally>();
  return {
    observe({ method, route, statusCode, seconds }) {
      const pattern = route ?? UNMATCHED_ROUTE;
      const key = `${method} ${pattern}`;
      let tally = tallies.get(key);
      if (!tally) {
        tally = {
          labels: `method="${escapeLabel(method)}",route="${escapeLabel(pattern)}"`,
          byStatus: new Map(),
          buckets: DURATION_BUCKETS.map(() => 0),
          count: 0,
          sum: 0,
        };
        tallies.set(key, tally);
      }
      tally.byStatus.set(statusCode, (tally.byStatus.get(statusCode) ?? 0) + 1);
      const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
      if (bucket >= 0) tally.buckets[bucket] = (tally.buckets[bucket] ?? 0) + 1;
      tally.count++;
      tally.sum += seconds;
    },
    render() {
      const lines = [
        '# HELP http_requests_total HTTP requests answered, by method, route pattern and status code',
        '# TYPE http_requests_total counter',
      ];
      for (const { labels, byStatus } of tallies.values())
        for (const [status, count] of byStatus)
          lines.push(`http_requests_total{${labels},status_code="${status}"} ${count}`);
      lines.push(
        '# HELP http_request_duration_seconds Time from receiving a request to sending the last byte of its answer, by method and route pattern',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const { labels, buckets, count, sum } of tallies.values()) {
        let cumulative = 0;
        DURATION_BUCKETS.forEach((bound, at) => {
          cumulative += buckets[at] ?? 0;
          lines.push(`http_request_duration_seconds_bucket{le="${bound}",${labels}} ${cumulative}`);
        });
        lines.push(
          `http_request_duration_seconds_bucket{le="+Inf",${labels}} ${count}`,
          `http_request_duration_seconds_sum{${labels}} ${sum}`,
          `http_request_duration_seconds_count{${labels}} ${count}`,
        );
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
