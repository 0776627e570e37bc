import type { ProviderStyle } from './provider-answers.ts';

/**
 * How often the provider-like proxy (provider-proxy.ts) misbehaves, and a seeded random source so a
 * failing run replays with the same faults in the same order.
 */

export interface ProviderFaults {
  /** Added to every answer, drawn uniformly from [min, max] ms (hosted providers: 50–150 ms). */
  latencyMs: [number, number];
  /** Blocks one eth_getLogs may span; wider ranges are refused with a provider's error text. */
  maxLogBlockRange: number | null;
  /** Logs one eth_getLogs may return; more are refused with a provider's error text. */
  maxLogResults: number | null;
  /** Per request: HTTP 429, with a Retry-After header (seconds) half of the time when set. */
  rateLimited: number;
  retryAfterSeconds: number | null;
  /** Per request: HTTP 502/503 with a load balancer's HTML page. */
  gatewayError: number;
  /** Per request: held unanswered for `holdMs` (past the client's timeout), then the socket is cut. */
  timeout: number;
  holdMs: number;
  /** Per batch request: answered with HTTP 503, or with some of its entries missing. */
  droppedBatch: number;
  /** Per batch request: entries answered in another order (JSON-RPC allows it). */
  shuffledBatch: number;
  /** Logs without `blockTimestamp`, as most providers still send them (anvil adds it). */
  stripLogTimestamps: boolean;
}

export const noFaults: ProviderFaults = {
  latencyMs: [0, 0],
  maxLogBlockRange: null,
  maxLogResults: null,
  rateLimited: 0,
  retryAfterSeconds: null,
  gatewayError: 0,
  timeout: 0,
  holdMs: 30_000,
  droppedBatch: 0,
  shuffledBatch: 0,
  stripLogTimestamps: false,
};

/** A fault forced on the next calls of one method, whatever the odds (deterministic tests). */
export type ScriptedFault =
  | { kind: 'rateLimited'; retryAfterSeconds: number | null; style?: ProviderStyle }
  | { kind: 'gatewayError' }
  | { kind: 'timeout' }
  | { kind: 'droppedBatch' };

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Which fault, if any, this request meets: at most one, in order of how early it strikes. */
export function pickFault(
  faults: ProviderFaults,
  random: () => number,
  isBatch: boolean,
): ScriptedFault | null {
  if (random() < faults.timeout) return { kind: 'timeout' };
  if (random() < faults.gatewayError) return { kind: 'gatewayError' };
  if (random() < faults.rateLimited) {
    const withHeader = faults.retryAfterSeconds !== null && random() < 0.5;
    return { kind: 'rateLimited', retryAfterSeconds: withHeader ? faults.retryAfterSeconds : null };
  }
  if (isBatch && random() < faults.droppedBatch) return { kind: 'droppedBatch' };
  return null;
}
