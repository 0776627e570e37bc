import { spawnSync } from 'node:child_process';
import net from 'node:net';

/** True when something accepts TCP connections on the port (used to prove nothing was left running). */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True once nothing accepts connections on the port, polling until `timeoutMs` has passed. */
export async function releasedWithin(port: number, timeoutMs: number): Promise<boolean> {
  const began = performance.now();
  while (await isListening(port)) {
    if (performance.now() - began > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Who listens on the port, as `ss` prints it (for a failure message; empty when ss is missing). */
export function listenerOf(port: number): string {
  const result = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return result.stdout?.trim() ?? '';
}
