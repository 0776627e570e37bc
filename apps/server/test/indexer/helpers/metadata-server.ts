import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A small HTTP server on 127.0.0.1 whose routes (exact paths) a test can change while it runs. */
export async function startMetadataServer() {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (route) return route(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    hits: (path: string) => hits.get(path) ?? 0,
    json(path: string, body: unknown, status = 200) {
      routes.set(path, (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type MetadataServer = Awaited<ReturnType<typeof startMetadataServer>>;
