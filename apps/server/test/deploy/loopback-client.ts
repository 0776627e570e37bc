import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';

/**
 * Requests from one loopback address of its own (127.0.0.x): the API's limits count per client
 * address, so each test client gets its own quota instead of sharing 127.0.0.1's.
 */
export function clientAt(localAddress: string): Agent {
  return new Agent({
    localAddress,
    connect: { timeout: 2_000 },
    keepAliveTimeout: 5_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
}

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One exchange; throws on a connection error (refused, reset, closed mid-answer). */
export async function call(
  agent: Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const res = await request(url, {
    method: (init.method ?? 'GET') as 'GET',
    headers: init.headers,
    body: init.body,
    dispatcher: agent,
  });
  return { status: res.statusCode, body: await res.body.text(), headers: res.headers };
}

/** The JSON body's `data`, after checking the status. */
export async function data<T>(answer: Answer | Promise<Answer>, status = 200): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected HTTP ${status}, got ${got}: ${body.slice(0, 300)}`);
  return (JSON.parse(body) as { data: T }).data;
}

/** A signed-in JSON write as the web client sends it: with the session cookie and a fresh Idempotency-Key. */
export function postAs(agent: Agent, url: string, cookie: string, body: unknown): Promise<Answer> {
  return call(agent, url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
}
