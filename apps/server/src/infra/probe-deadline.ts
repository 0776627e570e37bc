import { createPublicClient, http, type PublicClient } from 'viem';
import type { ChainClient } from '../chain/chain-client.ts';

/**
 * How long an operations probe (readiness, the indexer-lag gauge) waits for one dependency. A load
 * balancer probes every few seconds and gives up after a couple: an answer later than this is as
 * good as none, and waiting longer would only pile probes up behind a frozen service.
 */
const PROBE_TIMEOUT_MS = 2_000;

class ProbeTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'ProbeTimeoutError';
  }
}

/**
 * Settles with `work`, or rejects once `ms` have passed. The work itself is not cancelled (a pg
 * query or a Redis command cannot be), but its late result is ignored.
 */
export function withDeadline<T>(work: Promise<T>, ms = PROBE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeoutError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const probeClients = new WeakMap<ChainClient, PublicClient>();

/**
 * A client for the same RPC without retries and with the probe's timeout, so the request is really
 * aborted: the API's own client allows 5 s and one retry (about 10 s on a node that never answers).
 */
export function probeChainClient(chain: ChainClient): PublicClient {
  let client = probeClients.get(chain);
  if (!client) {
    client = createPublicClient({
      chain: chain.public.chain,
      transport: http(chain.rpcUrl, { timeout: PROBE_TIMEOUT_MS, retryCount: 0 }),
    });
    probeClients.set(chain, client);
  }
  return client;
}
