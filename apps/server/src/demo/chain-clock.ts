import type { ChainClient } from '../chain/chain-client.ts';

/** How far the local chain's latest block may trail the wall clock before the launcher moves it on. */
export const WARP_TOLERANCE_SECONDS = 60;

/** Days of demo trading history: a fresh local chain starts this long ago, plus a day for the deploys. */
export const DEMO_HISTORY_DAYS = 30;

/** Unix seconds for a fresh local chain's genesis block: the history is mined from there up to now. */
export function demoGenesisTimestamp(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) - (DEMO_HISTORY_DAYS + 1) * 86_400;
}

/** Whether a chain whose latest block has `latest` (unix seconds) must be moved on to `now`. */
export function needsWarp(latest: number, now: number, tolerance = WARP_TOLERANCE_SECONDS): boolean {
  return now - latest > tolerance;
}

/**
 * Mines one block at the wall-clock time when the local chain trails it by more than a minute, so a
 * chain started in the past (decision 0027) goes on at real time: anvil keeps the new offset for
 * every later block. Returns whether it moved the chain.
 */
export async function warpToWallClock(chain: ChainClient, nowMs = Date.now()): Promise<boolean> {
  const now = Math.floor(nowMs / 1000);
  const latest = await chain.public.getBlock({ blockTag: 'latest' });
  if (!needsWarp(Number(latest.timestamp), now)) return false;
  await anvilRequest(chain, 'evm_setNextBlockTimestamp', [now]);
  await anvilRequest(chain, 'evm_mine', []);
  return true;
}

/** anvil's own RPC methods (mining and clock control), which viem's public actions do not type. */
export function anvilRequest(chain: ChainClient, method: string, params: unknown[]): Promise<unknown> {
  return chain.public.request({ method, params } as never);
}
