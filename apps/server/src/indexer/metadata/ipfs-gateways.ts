import { MetadataError } from '../indexer-errors.ts';
import { type FetchLimits, fetchJson, headContentType } from './fetch-json.ts';
import { gatewayUrl } from './resolve-uri.ts';

export interface IpfsGatewayOptions extends FetchLimits {
  /** Tried in this order; a gateway that failed on its own lately goes to the back for a while. */
  ipfsGateways: readonly string[];
  /** One gateway's time limit (connect to last byte) before the next one is asked. */
  ipfsGatewayTimeoutMs: number;
}

/**
 * How long a gateway that timed out, refused or answered 5xx/429 is asked last. Short: a public
 * gateway's bad minute should not cost every token of a batch its full timeout, nor demote the
 * operator's preferred gateway for long.
 */
const REST_MS = 30_000;

/**
 * Whether the gateway, not the content, failed: then another gateway may well have it. Content is
 * addressed by its hash, so bytes that are not JSON, or too large, are the same on every gateway and
 * are not asked for again. A 404 is the gateway not finding the CID (yet), not the content's fault.
 */
function isGatewayFault(error: unknown): error is MetadataError {
  if (!(error instanceof MetadataError)) return false;
  if (error.reason === 'timeout' || error.reason === 'network' || error.reason === 'blocked') return true;
  return error.reason === 'http_status' && (error.retryable || error.status === 404);
}

const hostOf = (gateway: string) => new URL(gateway).host;

/** ipfs:// reads across the configured gateways; one per worker, so what it learns lasts between passes. */
export function createIpfsGateways(options: IpfsGatewayOptions, now: () => number = Date.now) {
  const restingUntil = new Map<string, number>();
  const gateways = options.ipfsGateways;

  function order(): string[] {
    const resting = (g: string) => (restingUntil.get(g) ?? 0) > now();
    return [...gateways.filter((g) => !resting(g)), ...gateways.filter(resting)];
  }

  const onePerGateway: FetchLimits = { ...options, timeoutMs: options.ipfsGatewayTimeoutMs, retries: 0 };

  /**
   * Each gateway once, in order; then, while attempts remain (1 + retries in all, as for an http
   * URI), the list again from its start after the usual back-off, for failures that may pass.
   */
  async function readJson(uri: string): Promise<Record<string, unknown>> {
    const list = order();
    if (list.length === 0) throw new MetadataError('unsupported_uri', 'no IPFS gateway configured', false);
    const attempts = Math.max(list.length, 1 + options.retries);
    const failures = new Map<string, string>();
    let last: MetadataError | undefined;
    for (let i = 0; i < attempts; i++) {
      const gateway = list[i % list.length] as string;
      if (i >= list.length) {
        if (!last?.retryable) break;
        await new Promise((r) => setTimeout(r, options.retryDelayMs * 3 ** (i - list.length)));
      }
      try {
        const json = await fetchJson(gatewayUrl(uri, gateway), onePerGateway);
        restingUntil.delete(gateway);
        return json;
      } catch (error) {
        if (!isGatewayFault(error)) throw error;
        last = error;
        failures.set(hostOf(gateway), `${error.reason}: ${error.message}`);
        if (error.retryable) restingUntil.set(gateway, now() + REST_MS);
      }
    }
    const tried = [...failures].map(([host, why]) => `${host} (${why})`).join(', ');
    throw new MetadataError('ipfs_gateways', `no IPFS gateway answered: ${tried}`, last?.retryable ?? true, {
      cause: last,
    });
  }

  /** The content type of ipfs:// media from the first gateway that reports one. */
  async function contentType(uri: string): Promise<string | null> {
    for (const gateway of order()) {
      const type = await headContentType(
        gatewayUrl(uri, gateway),
        options.ipfsGatewayTimeoutMs,
        options.guard,
      );
      if (type) return type;
    }
    return null;
  }

  return { readJson, contentType };
}
