import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { ApiNodeEntry } from '../faults/crash-api-node.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** One api-node process whose every output line and exit code a test can read. */
export interface ApiNodeChild {
  port: number;
  /** stdout and stderr, line by line, as written. */
  lines: string[];
  /** Resolves once the ready line is out; rejects if the process exits first. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export function spawnApiNode(entry: ApiNodeEntry, env: Record<string, string>, port: number): ApiNodeChild {
  const child: ChildProcess = spawn(process.execPath, entry.args, {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let markReady: () => void = () => {};
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = Promise.race([
    new Promise<void>((resolve) => {
      markReady = resolve;
    }),
    exited.then(() => {
      throw new Error(`api-node exited before it was ready:\n${lines.join('\n')}`);
    }),
  ]);
  ready.catch(() => {});
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.includes('api-node ready on ')) markReady();
      }
    });
  }
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    port,
    lines,
    ready,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** One keep-alive connection on which requests are written by hand, so a test controls pipelining. */
export class RawHttpConnection {
  private readonly socket: net.Socket;
  private received = '';
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8').on('data', (chunk: string) => {
      this.received += chunk;
    });
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  get(url: string): void {
    this.socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  }

  /** Everything the server wrote, once it has closed the connection (or after `timeoutMs`). */
  async readAll(timeoutMs: number): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.closed, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    this.socket.destroy();
    return this.received;
  }
}
