import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** One API call as a page makes it. */
export interface PageCall {
  /** What the page uses it for, shown when an assertion fails. */
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

export interface TimedAnswer {
  label: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  ms: number;
  /** performance.now() when the answer came (or the limit passed). */
  endedAt: number;
}

/** Sentinel status for a request that had not answered within the limit (a hang). */
export const NO_ANSWER = -1;

/**
 * Sends the call and times it; a call still pending after `limitMs` comes back as NO_ANSWER so a
 * hang fails its assertion instead of the whole test timing out without saying which call hung.
 */
export async function timedCall(app: FastifyInstance, call: PageCall, limitMs: number): Promise<TimedAnswer> {
  const started = performance.now();
  const options: InjectOptions = { method: call.method, url: call.url };
  if (call.payload) options.payload = call.payload;
  if (call.headers) options.headers = call.headers;
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  const res = await Promise.race([app.inject(options), hung]);
  clearTimeout(timer);
  const endedAt = performance.now();
  const ms = Math.round(endedAt - started);
  if (!res) return { label: call.label, statusCode: NO_ANSWER, headers: {}, body: '', ms, endedAt };
  return { label: call.label, statusCode: res.statusCode, headers: res.headers, body: res.body, ms, endedAt };
}

/** `{ statusCode, code, message }` of an error answer, or undefined when the body is not that JSON. */
export function errorBody(
  answer: TimedAnswer,
): { statusCode: number; code: string; message: string } | undefined {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

/** A 503 a person can act on: the error JSON, a readable message and when to try again. */
export function expectUnavailable(answer: TimedAnswer, message: string, maxMs: number): void {
  const where = `${answer.label} (${answer.ms} ms): ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, where).toBe(503);
  expect(answer.ms, where).toBeLessThan(maxMs);
  expect(errorBody(answer), where).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message });
  expect(answer.headers['content-type'], where).toMatch(/^application\/json/);
  expect(Number(answer.headers['retry-after']), where).toBeGreaterThan(0);
}

export function describeAnswer(answer: TimedAnswer): string {
  return `${answer.label} (${answer.ms} ms): ${answer.statusCode} ${answer.body.slice(0, 300)}`;
}
