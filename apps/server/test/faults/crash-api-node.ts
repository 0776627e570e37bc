import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const entrySource = path.join(repoRoot, 'apps/server/src/launcher/api-node.ts');
const READY_LINE = 'api-node ready on ';

export interface ApiNodeEntry {
  /** Arguments after `node`. */
  args: string[];
  how: 'bundle' | 'tsx';
  remove(): Promise<void>;
}

/**
 * The api-node entry as one .mjs (our sources and the workspace packages bundled, npm packages left
 * as imports), because `node --import tsx` compiles hundreds of files on every start and the suite
 * starts it a hundred times. The file sits three folders below the repository root, like
 * apps/server/src/config.ts, whose `import.meta.dirname + '../../..'` must still name the root, and
 * inside the server's workspace, so its imports resolve as the server's do (npm may keep a package
 * in apps/server/node_modules instead of hoisting it). Falls back to tsx when esbuild cannot bundle.
 */
export async function prepareApiNodeEntry(): Promise<ApiNodeEntry> {
  const dir = path.join(repoRoot, 'apps/server/.api-node-bundle');
  const outfile = path.join(dir, `api-node-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  try {
    await mkdir(dir, { recursive: true });
    await build({
      entryPoints: [entrySource],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [
        {
          name: 'npm-packages-external',
          setup(bundler) {
            bundler.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@guardians/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    return { args: [outfile], how: 'bundle', remove: () => rm(outfile, { force: true }) };
  } catch {
    return { args: ['--import', 'tsx', entrySource], how: 'tsx', remove: async () => {} };
  }
}

/** Keeps the tail of a child's output for the failure message; the rest is dropped. */
function tail(buffer: string, chunk: string, max = 8_000): string {
  const joined = buffer + chunk;
  return joined.length > max ? joined.slice(joined.length - max) : joined;
}

/** Every process still alive, killed if the test process exits without stopping them. */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

/** One api-node process: started once, then killed with SIGKILL or stopped with SIGTERM. */
export class ApiNodeProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private gone = false;
  private log = '';
  /** Resolves with the start-up time once the process listens; rejects if it dies or hangs first. */
  readonly ready: Promise<number>;

  constructor(
    entry: ApiNodeEntry,
    env: Record<string, string>,
    readonly port: number,
    timeoutMs = 120_000,
  ) {
    const began = performance.now();
    this.child = spawn(process.execPath, entry.args, {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    living.add(this.child);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', () => {
        this.gone = true;
        living.delete(this.child);
        resolve();
      }),
    );
    let stdout = '';
    let listening: (ms: number) => void = () => {};
    const up = new Promise<number>((resolve) => {
      listening = resolve;
    });
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      this.log = tail(this.log, chunk);
      stdout += chunk;
      if (stdout.includes(READY_LINE)) listening(performance.now() - began);
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.log = tail(this.log, chunk);
    });
    let timer: NodeJS.Timeout | undefined;
    this.ready = Promise.race([
      up,
      this.exited.then(() => {
        throw new Error(`api-node exited before it listened:\n${this.log}`);
      }),
      new Promise<number>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`api-node not ready in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    this.ready.catch(() => this.killNine());
  }

  /** What the process wrote (the tail of stdout and stderr). */
  output(): string {
    return this.log;
  }

  /** SIGKILL: no shutdown hook, no drained request, no closed pool; resolves once it is gone. */
  async killNine(): Promise<void> {
    if (!this.gone) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (the graceful stop), then SIGKILL if it has not exited in time; true if it exited by itself. */
  async stop(graceMs = 15_000): Promise<boolean> {
    if (this.gone) return true;
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const graceful = await Promise.race([
      this.exited.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (!graceful) await this.killNine();
    return graceful;
  }
}
