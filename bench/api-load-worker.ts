// The load generator of bench/api-throughput.ts, in its own process: autocannon sharing the
// server's event loop would slow the server down by its own work and blur the figures.
// Receives LoadJob messages over IPC and answers each with a LoadSummary.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** One request shape; a run cycles through its variants in order, across all connections. */
export interface LoadVariant {
  path: string;
  body?: string;
  cookie?: string;
}

export interface LoadJob {
  base: string;
  method: 'GET' | 'POST';
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration: number;
  /** A fixed number of requests instead of a duration (warm-ups). */
  amount?: number;
  /**
   * Each variant at most once (writes that happen once per account): the run stops when they are
   * used up, within 100 ms; the requests sent in that time repeat variants and are counted apart.
   */
  once?: boolean;
  /** A fresh Idempotency-Key on every request, as the web client sends with each write. */
  idempotencyKeys?: boolean;
  variants: LoadVariant[];
}

export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  errors: number;
  /** errors / (answers + connection errors), in %. */
  errorPercent: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** Requests sent after a `once` job's variants were used up. */
  repeated: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(job: LoadJob): Promise<LoadSummary> {
  const [first] = job.variants;
  if (!first) throw new Error('a load job needs at least one request variant');
  let next = 0;
  const headersOf = (variant: LoadVariant): Record<string, string> => ({
    ...(variant.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(variant.cookie === undefined ? {} : { cookie: variant.cookie }),
    ...(job.idempotencyKeys ? { 'idempotency-key': randomUUID() } : {}),
  });
  // autocannon's own histogram has 1 ms resolution; the answers' times are kept exactly instead.
  const times: number[] = [];
  const instance = autocannon({
    url: job.base,
    connections: job.connections,
    pipelining: 1,
    duration: job.duration,
    ...(job.amount === undefined ? {} : { amount: job.amount }),
    // A stop takes effect at the next sample tick: 100 ms ones end a `once` job soon after.
    ...(job.once ? { sampleInt: 100 } : {}),
    requests: [
      {
        method: job.method,
        setupRequest: (request) => {
          if (job.once && next === job.variants.length) instance.stop();
          const variant = job.variants[next++ % job.variants.length] ?? first;
          return {
            ...request,
            path: variant.path,
            headers: headersOf(variant),
            ...(variant.body === undefined ? {} : { body: variant.body }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
  );
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    errors: result.errors + result.non2xx,
    errorPercent:
      (100 * (result.errors + result.non2xx)) / Math.max(1, result.requests.total + result.errors),
    statusCodes,
    seconds: result.duration,
    repeated: Math.max(0, next - job.variants.length),
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (summary) => process.send?.({ summary }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
