import path from 'node:path';
import { SupervisedProcess } from './supervised-process.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiNodeEntry = path.join(repoRoot, 'apps/server/src/launcher/api-node.ts');
const indexerEntry = path.join(repoRoot, 'apps/server/src/indexer/run-indexer.ts');

/** The line api-node.ts prints once it listens. */
export const API_NODE_READY = 'api-node ready on ';

/**
 * One API node (`npm run api -w @guardians/server`) on its own port behind the proxy: TRUST_PROXY, so
 * rate limits and logs see the client's address from X-Forwarded-For, and the built web app.
 */
export function startApiNode(options: {
  name: string;
  port: number;
  env: NodeJS.ProcessEnv;
  echo: boolean;
}): SupervisedProcess {
  return new SupervisedProcess({
    name: options.name,
    command: process.execPath,
    args: ['--import', 'tsx', apiNodeEntry],
    cwd: repoRoot,
    env: {
      WEB: 'built',
      TRUST_PROXY: 'true',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
    },
    readyWhen: (line) => line.includes(API_NODE_READY),
    echo: options.echo,
  });
}

/**
 * One indexer process (`npm run indexer -w @guardians/server`). `sitePort` is the proxy's: the demo
 * collections' token URIs point at the site, and the indexer allows its own origin only.
 */
export function startIndexerProcess(options: {
  name: string;
  sitePort: number;
  env: NodeJS.ProcessEnv;
  echo: boolean;
}): SupervisedProcess {
  return new SupervisedProcess({
    name: options.name,
    command: process.execPath,
    args: ['--import', 'tsx', indexerEntry],
    cwd: repoRoot,
    env: { ...options.env, PORT: String(options.sitePort) },
    echo: options.echo,
  });
}

/**
 * Starts a process again when it exits while the site runs (a crash, a kill -9 to try failover), a
 * second after; gives up after `maxRestarts` within a minute, as a process manager would.
 */
export class KeptRunning {
  private current: SupervisedProcess;
  private stopping = false;
  private restarts: number[] = [];

  constructor(
    private readonly start: () => SupervisedProcess,
    private readonly say: (line: string) => void,
    private readonly maxRestarts = 5,
  ) {
    this.current = start();
    this.watch(this.current);
  }

  get process(): SupervisedProcess {
    return this.current;
  }

  private watch(child: SupervisedProcess): void {
    void child.whenExited().then(async ({ code, signal }) => {
      if (this.stopping) return;
      const now = Date.now();
      this.restarts = this.restarts.filter((at) => now - at < 60_000);
      if (this.restarts.length >= this.maxRestarts) {
        this.say(
          `${child.name} exited (${code ?? signal}) ${this.maxRestarts} times in a minute; left stopped`,
        );
        return;
      }
      this.say(`${child.name} exited (${code ?? signal}); starting it again`);
      this.restarts.push(now);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (this.stopping) return;
      this.current = this.start();
      this.watch(this.current);
    });
  }

  async stop(): Promise<boolean> {
    this.stopping = true;
    return this.current.stop();
  }

  async kill(): Promise<void> {
    this.stopping = true;
    await this.current.kill();
  }
}
