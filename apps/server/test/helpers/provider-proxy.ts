import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  blockRangeRefusal,
  gatewayErrorAnswer,
  type ProviderStyle,
  providerStyles,
  type RpcErrorAnswer,
  rateLimitAnswer,
  resultSizeRefusal,
} from './provider-answers.ts';
import {
  noFaults,
  type ProviderFaults,
  pickFault,
  type ScriptedFault,
  seededRandom,
} from './provider-faults.ts';

interface RpcCall {
  jsonrpc?: string;
  id?: number | string | null;
  method: string;
  params?: unknown[];
}

interface RpcAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One request the proxy saw, and what it did with it ('ok', or the fault it answered with). */
export interface ProxyEvent {
  at: number;
  methods: string[];
  outcome: 'ok' | ScriptedFault['kind'] | 'logRangeRefused' | 'logSizeRefused';
  /** topics[0] of the request's eth_getLogs filter: which events it asked for. */
  logTopic?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A JSON-RPC proxy in front of anvil that behaves like a hosted provider (issue 28 §3): latency,
 * eth_getLogs caps answered with the providers' own error texts, 429s with and without Retry-After,
 * requests held past the client's timeout, load-balancer 5xx pages, batches answered badly, and
 * reorganisations of the last blocks. Faults are drawn from a seeded random source so a failing run
 * replays; `script` forces a fault on the next calls of one method.
 */
export async function startProviderProxy(options: {
  upstream: string;
  seed?: number;
  faults?: Partial<ProviderFaults>;
  /** Whose error texts to answer with; one is drawn per refusal. */
  styles?: readonly ProviderStyle[];
}) {
  let faults: ProviderFaults = { ...noFaults, ...options.faults };
  const random = seededRandom(options.seed ?? 1);
  const styles = options.styles ?? providerStyles;
  const style = () => styles[Math.floor(random() * styles.length)] ?? 'alchemy';
  const scripted: { method: string; fault: ScriptedFault; remaining: number }[] = [];
  const events: ProxyEvent[] = [];
  const held = new Set<ServerResponse>();

  async function upstream(call: RpcCall): Promise<Record<string, unknown>> {
    const answer = await fetch(options.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...call, jsonrpc: '2.0' }),
    });
    return (await answer.json()) as Record<string, unknown>;
  }

  const refusal = (call: RpcCall, refused: RpcErrorAnswer): RpcAnswer => ({
    status: refused.status,
    body: { jsonrpc: '2.0', id: call.id ?? null, error: refused.error },
  });

  /** One call through the eth_getLogs caps to anvil; the outcome names a refusal. */
  async function answerCall(call: RpcCall): Promise<{ answer: RpcAnswer; refused?: ProxyEvent['outcome'] }> {
    const filter = call.method === 'eth_getLogs' ? (call.params?.[0] as Record<string, string>) : null;
    const from = filter?.fromBlock?.startsWith('0x') ? BigInt(filter.fromBlock) : null;
    const to = filter?.toBlock?.startsWith('0x') ? BigInt(filter.toBlock) : null;
    if (from !== null && to !== null && faults.maxLogBlockRange !== null) {
      const span = to - from + 1n;
      const limit = faults.maxLogBlockRange;
      if (span > BigInt(limit)) {
        const fits: [bigint, bigint] = [from, from + BigInt(limit) - 1n];
        return {
          answer: refusal(call, blockRangeRefusal(style(), span, limit, fits)),
          refused: 'logRangeRefused',
        };
      }
    }
    const body = await upstream(call);
    const logs = filter ? (body.result as Record<string, unknown>[] | undefined) : undefined;
    if (logs && from !== null && faults.maxLogResults !== null && logs.length > faults.maxLogResults) {
      const firstLeftOut = BigInt(logs[faults.maxLogResults]?.blockNumber as string);
      const fits: [bigint, bigint] = [from, firstLeftOut > from ? firstLeftOut - 1n : from];
      const refused = resultSizeRefusal(style(), faults.maxLogResults, fits);
      return { answer: refusal(call, refused), refused: 'logSizeRefused' };
    }
    if (logs && faults.stripLogTimestamps) for (const log of logs) delete log.blockTimestamp;
    return { answer: { status: 200, body: { ...body, id: call.id ?? null } } };
  }

  function scriptedFor(calls: RpcCall[]): ScriptedFault | null {
    const index = scripted.findIndex((s) => calls.some((call) => call.method === s.method));
    const entry = scripted[index];
    if (!entry) return null;
    if (--entry.remaining <= 0) scripted.splice(index, 1);
    return entry.fault;
  }

  function answerFault(fault: ScriptedFault, res: ServerResponse): void {
    if (fault.kind === 'timeout') {
      held.add(res);
      const timer = setTimeout(() => res.socket?.destroy(), faults.holdMs);
      res.once('close', () => {
        clearTimeout(timer);
        held.delete(res);
      });
      return;
    }
    if (fault.kind === 'gatewayError' || fault.kind === 'droppedBatch') {
      const status = random() < 0.5 ? 502 : 503;
      res.writeHead(status, { 'content-type': 'text/html' }).end(gatewayErrorAnswer(status));
      return;
    }
    const limited = rateLimitAnswer(fault.style ?? style());
    const headers: Record<string, string> = {
      'content-type': limited.json ? 'application/json' : 'text/plain',
    };
    if (fault.retryAfterSeconds !== null) headers['retry-after'] = String(fault.retryAfterSeconds);
    res.writeHead(limited.status, headers).end(limited.body);
  }

  async function handle(res: ServerResponse, text: string): Promise<void> {
    let parsed: RpcCall | RpcCall[];
    try {
      parsed = JSON.parse(text) as RpcCall | RpcCall[];
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } }));
      return;
    }
    const isBatch = Array.isArray(parsed);
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    const [min, max] = faults.latencyMs;
    if (max > 0) await sleep(min + random() * (max - min));
    const logFilter = calls.find((c) => c.method === 'eth_getLogs')?.params?.[0] as { topics?: unknown[] };
    const event: ProxyEvent = {
      at: Date.now(),
      methods: calls.map((c) => c.method),
      outcome: 'ok',
      logTopic: logFilter?.topics?.[0],
    };
    events.push(event);
    let fault = scriptedFor(calls) ?? pickFault(faults, random, isBatch);
    // Half the dropped batches lose entries on the way instead of failing whole.
    const loseEntries = fault?.kind === 'droppedBatch' && isBatch && calls.length > 1 && random() < 0.5;
    if (loseEntries) fault = null;
    if (fault) {
      event.outcome = fault.kind;
      answerFault(fault, res);
      return;
    }
    const answered = await Promise.all(calls.map(answerCall));
    event.outcome = answered.find((a) => a.refused)?.refused ?? (loseEntries ? 'droppedBatch' : 'ok');
    if (!isBatch) {
      const only = answered[0]?.answer as RpcAnswer;
      res.writeHead(only.status, { 'content-type': 'application/json' }).end(JSON.stringify(only.body));
      return;
    }
    let bodies = answered.map((a) => a.answer.body);
    if (loseEntries) bodies = bodies.filter(() => random() < 0.5).slice(0, calls.length - 1);
    if (random() < faults.shuffledBatch) bodies.reverse();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bodies));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(res, Buffer.concat(chunks).toString('utf8')).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    events,
    /** Changes the odds from now on (e.g. all faults off to let the indexer catch up). */
    configure(changes: Partial<ProviderFaults>): void {
      faults = { ...faults, ...changes };
    },
    /** Forces `fault` on the next `times` requests carrying a call of `method`. */
    script(method: string, fault: ScriptedFault, times = 1): void {
      scripted.push({ method, fault, remaining: times });
    },
    /** Requests with a call of `method` (and the given outcome). */
    count(method: string, outcome?: ProxyEvent['outcome']): number {
      return events.filter((e) => e.methods.includes(method) && (!outcome || e.outcome === outcome)).length;
    },
    /**
     * Replaces the last `depth` blocks by empty ones of the same height (anvil_reorg): their
     * transactions leave the chain, blocks a reader already saw get new hashes.
     */
    async reorg(depth: number): Promise<void> {
      const answer = await upstream({ id: 1, method: 'anvil_reorg', params: [depth, []] });
      if (answer.error) throw new Error(`anvil_reorg failed: ${JSON.stringify(answer.error)}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ProviderProxy = Awaited<ReturnType<typeof startProviderProxy>>;
