import {
  type AbiEvent,
  type Address,
  BlockNotFoundError,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem';
import type { ChainClient } from '../chain/chain-client.ts';
import { isProviderBusy, retryAfterMs } from '../chain/provider-busy.ts';
import { erc721Abi, metadataUpdateEvents, transferEvent } from './erc721-abi.ts';
import { RangeChangedError } from './indexer-errors.ts';
import { type TokenIdRange, updatedTokenRanges } from './metadata-update-ranges.ts';
import { isLogQueryTooLarge, namedBlockLimit, suggestedRangeEnd } from './provider-refusals.ts';

interface TransferLog {
  txHash: Hex;
  logIndex: number;
  tokenId: bigint;
  from: Address;
  to: Address;
  blockNumber: bigint;
  blockHash: Hex;
  /** Seconds since the epoch. */
  timestamp: number;
}

export interface RangeRead {
  transfers: TransferLog[];
  /** Token ids whose metadata an ERC-4906 event of the range said changed. */
  metadataUpdates: TokenIdRange[];
  toBlockHash: Hex;
}

/** What a range of a collection is read for, in one eth_getLogs: ownership, and ERC-4906 updates. */
const rangeEvents = [transferEvent, ...metadataUpdateEvents] as const;

export type ChainReader = ReturnType<typeof createChainReader>;

/** The longest Retry-After obeyed in place; a longer one fails the range and the loop's pause takes over. */
const MAX_BUSY_WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads for the indexer through its own client: JSON-RPC batching turns the many small reads
 * (block headers, tokenURI for a page of tokens) into one HTTP request, without needing a
 * Multicall3 deployment (a fresh anvil has none).
 */
export function createChainReader(chain: ChainClient, options: { timeoutMs?: number } = {}) {
  const timeout = options.timeoutMs ?? 15_000;
  const client: PublicClient = createPublicClient({
    transport: http(chain.rpcUrl, { batch: { batchSize: 100, wait: 0 }, timeout, retryCount: 2 }),
  });
  // eth_getLogs goes through a client that does not retry: viem would ask twice more, 150 and 300 ms
  // apart, on the codes some providers refuse a range with (-32005, -32603, HTTP 413).
  const logsClient: PublicClient = createPublicClient({
    transport: http(chain.rpcUrl, { timeout, retryCount: 0 }),
  });
  /** The widest eth_getLogs range the provider said it serves; wider ranges are cut before asking. */
  let logBlockLimit: bigint | null = null;

  async function blockHash(blockNumber: bigint): Promise<Hex | null> {
    try {
      return (await client.getBlock({ blockNumber })).hash;
    } catch (error) {
      // Only an answer saying "no such block" means the chain went back; a 429 or a timeout read as
      // one would rewind good rows (decision 0079).
      if (error instanceof BlockNotFoundError) return null;
      throw error;
    }
  }

  /**
   * eth_getLogs of [fromBlock, toBlock] in as many calls as the provider needs: a range or result
   * cap cuts the range where the refusal suggests (else in half) until each piece fits; a busy
   * provider's error is thrown, not split.
   */
  async function logsInPieces<T>(
    read: (fromBlock: bigint, toBlock: bigint) => Promise<T[]>,
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<T[]> {
    const span = toBlock - fromBlock + 1n;
    let suggestedEnd: bigint | null = null;
    if (logBlockLimit === null || span <= logBlockLimit) {
      try {
        return await askAgainWhenBusy(() => read(fromBlock, toBlock));
      } catch (error) {
        if (toBlock <= fromBlock || !isLogQueryTooLarge(error)) throw error;
        const limit = namedBlockLimit(error);
        if (limit !== null && limit < span) logBlockLimit = limit;
        suggestedEnd = suggestedRangeEnd(error, fromBlock, toBlock);
      }
    }
    const middle =
      logBlockLimit !== null && span > logBlockLimit
        ? fromBlock + logBlockLimit - 1n
        : (suggestedEnd ?? (fromBlock + toBlock) / 2n);
    const first = await logsInPieces(read, fromBlock, middle);
    return [...first, ...(await logsInPieces(read, middle + 1n, toBlock))];
  }

  /** viem's retries for the logs client: up to two more asks, after Retry-After when one is given. */
  async function askAgainWhenBusy<T>(read: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        if (attempt >= 2 || !isProviderBusy(error)) throw error;
        await sleep(Math.min(retryAfterMs(error) ?? 150 * 2 ** attempt, MAX_BUSY_WAIT_MS));
      }
    }
  }

  /** Logs of several events (the marketplace's, ERC-4906 updates), cut like transfer logs. */
  const eventLogs = <const events extends readonly AbiEvent[]>(
    address: Address,
    events: events,
    fromBlock: bigint,
    toBlock: bigint,
  ) =>
    logsInPieces(
      (from, to) => logsClient.getLogs({ address, events, fromBlock: from, toBlock: to, strict: true }),
      fromBlock,
      toBlock,
    );

  async function timestamps(blocks: bigint[]): Promise<Map<bigint, number>> {
    const headers = await Promise.all(blocks.map((blockNumber) => client.getBlock({ blockNumber })));
    return new Map(headers.map((h) => [h.number, Number(h.timestamp)]));
  }

  /**
   * Transfer logs of [fromBlock, toBlock] in chain order, the ERC-4906 updates among them, and the
   * hash of toBlock they belong to. One eth_getLogs asks for the three events (topics ORed), so a
   * range costs three round trips to a hosted provider, not five.
   */
  async function readRange(address: Address, fromBlock: bigint, toBlock: bigint): Promise<RangeRead> {
    const before = await client.getBlock({ blockNumber: toBlock });
    const all = await eventLogs(address, rangeEvents, fromBlock, toBlock);
    if (all.some((log) => log.blockNumber === toBlock && log.blockHash !== before.hash))
      throw new RangeChangedError(`block ${toBlock} changed while range was read`);
    const logs = all.filter((log) => log.eventName === 'Transfer');
    // anvil and recent geth put blockTimestamp on logs; other nodes need the headers.
    const missing = [...new Set(logs.filter((l) => l.blockTimestamp == null).map((l) => l.blockNumber))];
    const times = missing.length > 0 ? await timestamps(missing) : new Map<bigint, number>();
    const transfers = logs.map((log) => ({
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      tokenId: log.args.tokenId,
      from: log.args.from,
      to: log.args.to,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      timestamp: log.blockTimestamp != null ? Number(log.blockTimestamp) : (times.get(log.blockNumber) ?? 0),
    }));
    const after = await blockHash(toBlock);
    if (after !== before.hash) throw new RangeChangedError(`block ${toBlock} changed while range was read`);
    transfers.sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    );
    return { transfers, metadataUpdates: updatedTokenRanges(all), toBlockHash: before.hash };
  }

  async function optionalRead<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch {
      return null; // name, symbol and totalSupply are optional in ERC-721
    }
  }

  async function contractInfo(address: Address) {
    const [name, symbol, totalSupply] = await Promise.all([
      optionalRead(() => client.readContract({ address, abi: erc721Abi, functionName: 'name' })),
      optionalRead(() => client.readContract({ address, abi: erc721Abi, functionName: 'symbol' })),
      optionalRead(() => client.readContract({ address, abi: erc721Abi, functionName: 'totalSupply' })),
    ]);
    return { name, symbol, totalSupply };
  }

  /** tokenURI for each id (batched into one request); an Error where the call reverted. */
  function tokenUris(address: Address, ids: bigint[]): Promise<(string | Error)[]> {
    return Promise.all(
      ids.map((tokenId) =>
        client
          .readContract({ address, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
          .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    );
  }

  return {
    client,
    headBlock: () => client.getBlockNumber({ cacheTime: 0 }),
    blockHash,
    readRange,
    eventLogs,
    contractInfo,
    tokenUris,
  };
}
