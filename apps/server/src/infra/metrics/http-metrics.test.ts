import { describe, expect, it } from 'vitest';
import { createHttpMetrics } from './http-metrics.ts';

describe('http metrics', () => {
  it('renders counts per status and cumulative latency buckets per route pattern', () => {
    const metrics = createHttpMetrics();
    const route = '/api/nfts/:token/:id';
    metrics.observe({ method: 'GET', route, statusCode: 200, seconds: 0.004 });
    metrics.observe({ method: 'GET', route, statusCode: 200, seconds: 0.02 });
    metrics.observe({ method: 'GET', route, statusCode: 404, seconds: 12 });
    const text = metrics.render();
    const labels = `method="GET",route="${route}"`;
    expect(text).toContain(`http_requests_total{${labels},status_code="200"} 2\n`);
    expect(text).toContain(`http_requests_total{${labels},status_code="404"} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.005",${labels}} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.025",${labels}} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="10",${labels}} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="+Inf",${labels}} 3\n`);
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 3\n`);
    expect(text).toMatch(/http_request_duration_seconds_sum\{[^}]*\} 12\.02/);
  });

  it('escapes quotes and backslashes in labels and names unmatched requests as one route', () => {
    const metrics = createHttpMetrics();
    metrics.observe({ method: 'GET', route: '/a"b\\c', statusCode: 200, seconds: 0.001 });
    metrics.observe({ method: 'GET', route: undefined, statusCode: 404, seconds: 0.001 });
    const text = metrics.render();
    expect(text).toContain('route="/a\\"b\\\\c"');
    expect(text).toContain('route="(unmatched)",status_code="404"} 1');
  });
});
