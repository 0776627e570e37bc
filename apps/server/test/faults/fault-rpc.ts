import { createServer, type Socket } from 'node:net';
import { findFreePort } from '@guardians/contracts/anvil';

/** A chain RPC endpoint that is down in one of the two ways a node goes away. */
export interface DeadRpc {
  url: string;
  close(): Promise<void>;
}

/** Nothing listens on the port: every call fails at once with ECONNREFUSED ('fetch failed'). */
export async function refusingRpc(): Promise<DeadRpc> {
  const port = await findFreePort();
  return { url: `http://127.0.0.1:${port}`, close: async () => {} };
}

/**
 * The port accepts connections and never answers (a frozen node, a black-holed route): only the
 * client's own timeout ends a call.
 */
export async function silentRpc(): Promise<DeadRpc> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    socket.resume(); // read and drop the request; never write a byte back
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
