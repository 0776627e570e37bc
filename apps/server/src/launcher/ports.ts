import net from 'node:net';
import { ConfigError } from '../config.ts';

/** Fails with a line naming the variable when something already listens on the port. */
export async function assertPortFree(port: number, host: string, variable: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!free) throw new ConfigError(variable, `port ${port} is already in use`);
}
