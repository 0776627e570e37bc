import type { Address } from 'viem';
import type { Db } from '../../db/client.ts';
import type { ChainReader } from '../chain-reader.ts';
import { MetadataError } from '../indexer-errors.ts';
import type { IndexerLogger } from '../indexer-logger.ts';
import {
  dueForMetadata,
  markMetadataFailed,
  saveMetadata,
  type TokenRef,
} from '../store/token-metadata-repository.ts';
import { type FetchLimits, fetchJson, headContentType, parseJsonObject } from './fetch-json.ts';
import { createIpfsGateways, type IpfsGatewayOptions } from './ipfs-gateways.ts';
import { detectMediaType } from './media-type.ts';
import { parseMetadata } from './parse-metadata.ts';
import { gatewayUrl, resolveTokenUri } from './resolve-uri.ts';

export interface MetadataOptions extends FetchLimits, IpfsGatewayOptions {
  concurrency: number;
  /** Tokens taken from the queue per pass. */
  batchSize: number;
  /** Back-off after a failure: retryBaseMs x 2^attempts, at most retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const defaultMetadataOptions: MetadataOptions = {
  ipfsGateways: ['https://ipfs.io/ipfs/'],
  ipfsGatewayTimeoutMs: 5000,
  concurrency: 8,
  batchSize: 200,
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
  retries: 2,
  retryDelayMs: 250,
  // Public hosts only; whoever runs the indexer lists its own origin (see metadataOptionsFor).
  guard: { allowHosts: [], allowPrivateNetworks: false },
  retryBaseMs: 60_000,
  retryMaxMs: 6 * 3600_000,
};

export type MetadataOutcome = { status: 'ok' } | { status: 'failed'; error: string };

async function forEachLimited<T>(
  items: T[],
  limit: number,
  stopped: () => boolean,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  // A stop leaves the rest of the batch due: the next pass (or the next process) takes it.
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !stopped()) await run(items[next++] as T);
  });
  await Promise.all(lanes);
}

export function createMetadataWorker(deps: {
  db: Db;
  chainId: number;
  reader: ChainReader;
  logger: IndexerLogger;
  options: MetadataOptions;
  stopped: () => boolean;
}) {
  const { db, reader, logger, options } = deps;
  const ipfs = createIpfsGateways(options);
  const browserGateway = options.ipfsGateways[0] ?? defaultMetadataOptions.ipfsGateways[0] ?? '';

  async function readJson(uri: string): Promise<Record<string, unknown>> {
    const resolved = resolveTokenUri(uri);
    if (resolved.kind === 'inline') return parseJsonObject(resolved.body);
    if (resolved.kind === 'ipfs') return ipfs.readJson(resolved.uri);
    return fetchJson(resolved.url, options);
  }

  async function load(uri: string) {
    const json = await readJson(uri);
    const parsed = parseMetadata(json);
    // Stored as browser-usable URLs through the first gateway (the one the site sends browsers to);
    // the original values stay in the metadata column.
    const image = parsed.image && gatewayUrl(parsed.image, browserGateway);
    const animationUrl = parsed.animationUrl && gatewayUrl(parsed.animationUrl, browserGateway);
    const mediaType = await detectMediaType(parsed, (url) =>
      url.startsWith('ipfs://')
        ? ipfs.contentType(url)
        : headContentType(url, options.timeoutMs, options.guard),
    );
    return { ...parsed, image, animationUrl, mediaType, metadata: json, tokenUri: uri };
  }

  /** Fetches and stores one token's metadata; every failure is recorded on the token, never thrown. */
  async function processToken(
    ref: TokenRef,
    uri: string | Error,
    attempts: number,
  ): Promise<MetadataOutcome> {
    try {
      if (uri instanceof Error)
        throw new MetadataError('token_uri', 'tokenURI call failed', true, { cause: uri });
      await saveMetadata(db, ref, await load(uri));
      return { status: 'ok' };
    } catch (error) {
      const message = error instanceof MetadataError ? `${error.reason}: ${error.message}` : 'internal error';
      if (!(error instanceof MetadataError))
        logger.error({ err: error, token: ref }, 'metadata: unexpected error');
      const retryInMs = Math.min(options.retryBaseMs * 2 ** attempts, options.retryMaxMs);
      await markMetadataFailed(db, ref, {
        tokenUri: typeof uri === 'string' ? uri : null,
        error: message,
        retryInMs,
      }).catch((err: unknown) => logger.error({ err, token: ref }, 'metadata: could not record failure'));
      return { status: 'failed', error: message };
    }
  }

  /** One pass over the due tokens; returns how many were processed. */
  async function runOnce(): Promise<number> {
    const due = await dueForMetadata(db, deps.chainId, options.batchSize);
    const byCollection = new Map<string, typeof due>();
    for (const token of due)
      byCollection.set(token.tokenAddress, [...(byCollection.get(token.tokenAddress) ?? []), token]);
    for (const [address, items] of byCollection) {
      if (deps.stopped()) break;
      const uris = await reader.tokenUris(
        address as Address,
        items.map((t) => BigInt(t.tokenId)),
      );
      const work = items.map((item, i) => ({ item, uri: uris[i] ?? new Error('no tokenURI result') }));
      await forEachLimited(work, options.concurrency, deps.stopped, async ({ item, uri }) => {
        await processToken(item, uri, item.attempts);
      });
    }
    if (due.length > 0) logger.debug({ tokens: due.length }, 'metadata pass');
    return due.length;
  }

  /** Reads the token URI again and refetches now (the reindex route). */
  async function refreshToken(ref: TokenRef): Promise<MetadataOutcome> {
    const [uri] = await reader.tokenUris(ref.tokenAddress as Address, [BigInt(ref.tokenId)]);
    return processToken(ref, uri ?? new Error('no tokenURI result'), 0);
  }

  return { runOnce, refreshToken };
}
