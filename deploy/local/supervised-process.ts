import { type ChildProcess, spawn } from 'node:child_process';

export interface SupervisedOptions {
  /** Shown before each line of its output when `echo` is on, and in error messages. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** The whole environment: nothing else from the parent's reaches the child. */
  env: NodeJS.ProcessEnv;
  /** A line (stdout or stderr) that says the process is ready; without one it is ready once spawned. */
  readyWhen?: (line: string) => boolean;
  readyTimeoutMs?: number;
  /** Print the child's lines, prefixed with its name (run-local); off, they are only kept (tests). */
  echo?: boolean;
  /** The signal of a graceful stop (nginx: SIGQUIT, which lets requests in flight finish). */
  stopSignal?: NodeJS.Signals;
}

/** Children still alive, killed if this process exits without stopping them. */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

/** One child process with its output kept (the tail), a ready line to wait for, and a bounded stop. */
export class SupervisedProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private log = '';
  private gone = false;
  /** Resolves once the ready line was printed; rejects if the process exits or hangs first. */
  readonly ready: Promise<void>;

  constructor(private readonly options: SupervisedOptions) {
    this.child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    living.add(this.child);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.gone = true;
        living.delete(this.child);
        resolve({ code, signal });
      });
      // A command that cannot start (ENOENT) emits 'error' and never 'exit'.
      this.child.once('error', (error) => {
        this.log += `\n${error.message}`;
        this.gone = true;
        living.delete(this.child);
        resolve({ code: null, signal: null });
      });
    });
    let markReady: () => void = () => {};
    const readyLine = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    if (!options.readyWhen) markReady();
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        this.log = (this.log + chunk).slice(-16_000);
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (options.echo) process.stdout.write(`${options.name.padEnd(10)} | ${line}\n`);
          if (options.readyWhen?.(line)) markReady();
        }
      });
    }
    const timeoutMs = options.readyTimeoutMs ?? 120_000;
    let timer: NodeJS.Timeout | undefined;
    this.ready = Promise.race([
      readyLine,
      this.exited.then(({ code, signal }) => {
        throw new Error(`${options.name} exited (${code ?? signal}) before it was ready:\n${this.log}`);
      }),
      new Promise<void>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${options.name} not ready in ${timeoutMs} ms:\n${this.log}`)),
          timeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    this.ready.catch(() => this.kill());
  }

  get name(): string {
    return this.options.name;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return !this.gone;
  }

  /** The tail of what the process printed. */
  output(): string {
    return this.log;
  }

  /** Resolves with how the process ended, whoever ended it. */
  whenExited() {
    return this.exited;
  }

  /** SIGKILL: no shutdown of any kind; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (!this.gone) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** The graceful signal, then SIGKILL after `graceMs`; true if the process ended by itself in time. */
  async stop(graceMs = 15_000): Promise<boolean> {
    if (this.gone) return true;
    this.child.kill(this.options.stopSignal ?? 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const graceful = await Promise.race([
      this.exited.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (!graceful) await this.kill();
    return graceful;
  }
}
