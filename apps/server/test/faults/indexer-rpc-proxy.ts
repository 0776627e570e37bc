import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcCall {
  method: string;
  params?: unknown[];
}

interface Trap {
  matches(call: RpcCall): boolean;
  sprung(): void;
}

/**
 * A JSON-RPC pass-through in front of anvil. A trap holds the first request (single or batch) with a
 * matching call unanswered, so the test can kill the indexer at that exact point of its work: e.g.
 * after a range committed and before the contract's total supply was read and stored.
 */
export async function startRpcProxy(upstream: string) {
  const traps = new Set<Trap>();
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let calls: RpcCall[] = [];
      try {
        const parsed = JSON.parse(body) as RpcCall | RpcCall[];
        calls = Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        // not JSON: passed on as is, anvil answers the error
      }
      for (const trap of traps) {
        if (!calls.some((call) => trap.matches(call))) continue;
        traps.delete(trap);
        held.add(res);
        res.once('close', () => held.delete(res));
        trap.sprung();
        return; // never answered: the indexer waits here until it is killed
      }
      fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Resolves when a request with a matching call arrives (and is held). */
    trap(matches: (call: RpcCall) => boolean): { sprung: Promise<void>; disarm(): void } {
      let trap: Trap | undefined;
      const sprung = new Promise<void>((resolve) => {
        trap = { matches, sprung: resolve };
        traps.add(trap);
      });
      return { sprung, disarm: () => trap && traps.delete(trap) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RpcProxy = Awaited<ReturnType<typeof startRpcProxy>>;

/** eth_call of `selector` on `to` (both lower case hex). */
export const isCallTo =
  (to: string, selector: string) =>
  (call: RpcCall): boolean => {
    if (call.method !== 'eth_call') return false;
    const request = call.params?.[0] as { to?: string; data?: string; input?: string } | undefined;
    const data = request?.data ?? request?.input ?? '';
    return request?.to?.toLowerCase() === to && data.startsWith(selector);
  };

export const TOTAL_SUPPLY_SELECTOR = '0x18160ddd';
