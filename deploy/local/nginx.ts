import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import { SupervisedProcess } from './supervised-process.ts';

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../nginx.conf.template');

export interface NginxConfigValues {
  /** A port, or address:port. */
  listen: string;
  /** host:port of every API node. */
  apiServers: string[];
  /** A file, /dev/stdout, or 'off'. */
  accessLog: string;
}

/** The template with its placeholders filled; the {{API_SERVER}} line once per node. */
export function renderNginxConfig(template: string, values: NginxConfigValues): string {
  if (values.apiServers.length === 0) throw new Error('nginx needs at least one API node');
  return template
    .split('\n')
    .flatMap((line) => {
      // Comments name the placeholders; only directives are filled in.
      if (line.trimStart().startsWith('#')) return [line];
      const filled = line.replace('{{LISTEN}}', values.listen).replace('{{ACCESS_LOG}}', values.accessLog);
      const lines = filled.includes('{{API_SERVER}}')
        ? values.apiServers.map((server) => filled.replace('{{API_SERVER}}', server))
        : [filled];
      const left = lines.join('\n').match(/\{\{[A-Z_]+\}\}/);
      if (left) throw new Error(`nginx template: no value for ${left[0]}`);
      return lines;
    })
    .join('\n');
}

/** NGINX names the binary; else nginx on PATH or in /usr/sbin (Debian's package). */
export function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y --no-install-recommends nginx (or set NGINX)');
}

export interface NginxOptions {
  apiServers: string[];
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: a free port. */
  port?: number;
  /** Default 'off'. */
  accessLog?: string;
  /** Print nginx's own lines (errors, warnings). */
  echo?: boolean;
}

export interface RunningNginx {
  url: string;
  port: number;
  /** The prefix folder: the rendered nginx.conf, the pid file and the temporary bodies. */
  dir: string;
  process: SupervisedProcess;
  /** Graceful stop (SIGQUIT: requests in flight finish), then the folder is deleted. */
  stop(): Promise<void>;
}

async function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * nginx as a foreground child of this process, in a temporary prefix folder: no root paths, no
 * daemon, its errors on stderr. The configuration is checked (nginx -t) before it starts.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const binary = nginxBinary();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await findFreePort(host));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'guardians-nginx-'));
  // Run as root, nginx's workers run as 'nobody': they must reach the temporary-body folders.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'temp'), { mode: 0o755 });
  const config = renderNginxConfig(await readFile(NGINX_TEMPLATE, 'utf8'), {
    listen: host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`,
    apiServers: options.apiServers,
    accessLog: options.accessLog ?? 'off',
  });
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const args = [
    '-p',
    `${dir}/`,
    '-c',
    configFile,
    '-g',
    `daemon off; pid ${dir}/nginx.pid; error_log stderr;`,
  ];
  try {
    execFileSync(binary, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`nginx rejected its configuration (${configFile}):\n${stderr}`);
  }
  const child = new SupervisedProcess({
    name: 'nginx',
    command: binary,
    args,
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/bin' },
    echo: options.echo ?? false,
    stopSignal: 'SIGQUIT',
  });
  // Listening on every address: answered on loopback.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const deadline = performance.now() + 10_000;
  while (!(await listening(reachable, port))) {
    if (!child.running) throw new Error(`nginx exited at start:\n${child.output()}`);
    if (performance.now() > deadline) {
      await child.kill();
      throw new Error(`nginx did not listen on ${host}:${port} in 10 s:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://${reachable}:${port}`,
    port,
    dir,
    process: child,
    async stop() {
      await child.stop(10_000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
