// The parent's side of bench/api-load-worker.ts, and the bare Fastify route the API is compared with.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { LoadJob, LoadSummary, LoadVariant } from './api-load-worker.ts';
import type { Scenario } from './api-scenarios.ts';

export class LoadWorker {
  // The child inherits this process's exec arguments, tsx's loader included.
  private readonly child: ChildProcess = fork(
    fileURLToPath(new URL('./api-load-worker.ts', import.meta.url)),
  );

  constructor(private readonly settings: { connections: number; duration: number }) {}

  run(job: Omit<LoadJob, 'connections' | 'duration'> & { duration?: number }): Promise<LoadSummary> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (answer: { summary?: LoadSummary; error?: string }) =>
        answer.summary ? resolve(answer.summary) : reject(new Error(answer.error)),
      );
      this.child.send({ ...this.settings, ...job } satisfies LoadJob);
    });
  }

  /** Checks one request, warms up, then loads the route for the duration. */
  async measure(scenario: Scenario, duration?: number): Promise<LoadSummary> {
    const { label, warm, ...job } = scenario;
    await expectOk(scenario.base, warm?.variants?.[0] ?? scenario.variants[0] ?? { path: '/' }, job.method);
    if (warm) {
      const variants = warm.variants ?? scenario.variants;
      const { base, method, idempotencyKeys } = job;
      await this.run({
        base,
        method,
        amount: warm.amount,
        variants,
        ...(idempotencyKeys ? { idempotencyKeys } : {}),
      });
    }
    const summary = await this.run({ ...job, ...(duration === undefined ? {} : { duration }) });
    process.stdout.write(`${label}: ${Math.round(summary.perSecond)} req/s\n`);
    return summary;
  }

  stop(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

/** One request, checked before loading, so a broken fixture stops the run instead of counting errors. */
async function expectOk(base: string, variant: LoadVariant, method: 'GET' | 'POST'): Promise<void> {
  const response = await fetch(`${base}${variant.path}`, {
    method,
    headers: {
      ...(variant.body ? { 'content-type': 'application/json' } : {}),
      ...(variant.cookie ? { cookie: variant.cookie } : {}),
    },
    ...(variant.body ? { body: variant.body } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${variant.path}: HTTP ${response.status} ${text}`);
}

/** A Fastify instance with one route answering a small JSON: the ceiling of this machine and setup. */
export async function startBareRoute(): Promise<{ scenario: Scenario; close(): Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ data: { ok: true, name: 'bare' } }));
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    scenario: {
      label: 'bare Fastify route',
      base,
      method: 'GET',
      variants: [{ path: '/bare' }],
      warm: { amount: 500 },
    },
    close: () => bare.close(),
  };
}
