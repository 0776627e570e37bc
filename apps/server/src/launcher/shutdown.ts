import type { FastifyInstance } from 'fastify';
import type { ProcessLogger } from '../infra/process-log.ts';

interface Step {
  name: string;
  stop: () => Promise<unknown>;
  kill: (() => void) | undefined;
}

type ShutdownLog = Pick<ProcessLogger, 'notice' | 'warn' | 'error'>;

export interface ShutdownOptions {
  /** Where the shutdown's lines go; default: the launcher's plain lines on stdout and stderr. */
  log?: ShutdownLog;
  /** A second SIGTERM/SIGINT exits at once (code 1) instead of waiting for the steps to finish. */
  exitOnSecondSignal?: boolean;
}

const plainLines: ShutdownLog = {
  notice: (obj, msg) => {
    const { signal } = obj as { signal?: string };
    if (msg === 'stopping' && signal) process.stdout.write(`\n${signal}: stopping...\n`);
  },
  warn: (_obj, msg) => process.stderr.write(`${msg}\n`),
  error: (_obj, msg) => process.stderr.write(`${msg}\n`),
};

/**
 * Stops what the launcher started, newest first, on Ctrl-C/SIGTERM or a failed start, so no
 * postgres or anvil outlives it. If the process exits another way, the synchronous kills still run.
 */
export class Shutdown {
  private steps: Step[] = [];
  private running: Promise<void> | undefined;
  private readonly log: ShutdownLog;

  constructor(private readonly options: ShutdownOptions = {}) {
    this.log = options.log ?? plainLines;
  }

  add(name: string, stop: () => Promise<unknown>, kill?: () => void): void {
    this.steps.push({ name, stop, kill });
  }

  listen(): void {
    const onSignal = (signal: NodeJS.Signals) => {
      if (this.running) {
        if (!this.options.exitOnSecondSignal) return;
        this.log.warn({ signal }, 'second signal: exiting without waiting for the shutdown');
        process.exit(1);
      }
      this.log.notice({ signal }, 'stopping');
      void this.run().then(() => {
        this.log.notice({ signal }, 'stopped');
        process.exit(0);
      });
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('exit', () => {
      for (const step of this.steps) {
        try {
          step.kill?.();
        } catch {
          // already gone
        }
      }
    });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        try {
          await step.stop();
        } catch (error) {
          this.log.error(
            { step: step.name, err: error },
            `could not stop ${step.name}: ${(error as Error).message}`,
          );
        }
      }
      this.steps = [];
    })();
    return this.running;
  }
}

/** How long requests in flight at a stop signal may take before their connections are cut. */
export const DRAIN_GRACE_MS = 10_000;
// How often connections that finished their last request are closed while draining.
const IDLE_SWEEP_MS = 100;

/**
 * Closes the HTTP side of an app gracefully (docs/operations.md): app.close() marks the node
 * draining (/api/ready answers 503), stops accepting connections and closes the idle ones; requests
 * in flight finish. Node then keeps a keep-alive connection open after its last answer until the
 * client's keep-alive runs out, so each is closed as soon as it goes idle. Whatever still runs after
 * `graceMs` has its connection cut, and the onClose hooks (pools are closed after this) follow.
 */
export async function drainHttpServer(
  app: FastifyInstance,
  options: { graceMs?: number; log?: Pick<ProcessLogger, 'warn'> } = {},
): Promise<void> {
  const graceMs = options.graceMs ?? DRAIN_GRACE_MS;
  const log = options.log ?? app.log;
  const server = app.server;
  // Only once the server has stopped listening: a client whose idle connection is closed earlier
  // would just open a new one.
  const sweep = setInterval(() => {
    if (!server.listening) server.closeIdleConnections();
  }, IDLE_SWEEP_MS);
  const cap = setTimeout(() => {
    log.warn({ graceMs }, 'requests still running after the grace period: closing their connections');
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cap);
  }
}
