import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem';
import type { ChainClient } from '../chain/chain-client.ts';
import { erc721Abi, transferEvent } from './erc721-abi.ts';
import { RangeChangedError } from './indexer-errors.ts';

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
  toBlockHash: Hex;
}

export type ChainReader = ReturnType<typeof createChainReader>;

/**
 * Reads for the indexer through its own client: JSON-RPC batching turns the many small reads
 * (block headers, tokenURI for a page of tokens) into one HTTP request, without needing a
 * Multicall3 deployment (a fresh anvil has none).
 */
export function createChainReader(chain: ChainClient) {
  const client: PublicClient = createPublicClient({
    transport: http(chain.rpcUrl, { batch: { batchSize: 100, wait: 0 }, timeout: 15_000, retryCount: 2 }),
  });

  async function blockHash(blockNumber: bigint): Promise<Hex | null> {
    try {
      return (await client.getBlock({ blockNumber })).hash;
    } catch {
      return null; // not (or no longer) on the chain: above a rolled-back head
    }
  }

  const getLogs = (address: Address, fromBlock: bigint, toBlock: bigint) =>
    client.getLogs({ address, event: transferEvent, fromBlock, toBlock, strict: true });

  async function transferLogs(
    address: Address,
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<Awaited<ReturnType<typeof getLogs>>> {
    try {
      return await getLogs(address, fromBlock, toBlock);
    } catch (error) {
      // Providers cap results per call; halve the range until each half fits.
      if (toBlock <= fromBlock) throw error;
      const middle = (fromBlock + toBlock) / 2n;
      const first = await transferLogs(address, fromBlock, middle);
      return [...first, ...(await transferLogs(address, middle + 1n, toBlock))];
    }
  }

  async function timestamps(blocks: bigint[]): Promise<Map<bigint, number>> {
    const headers = await Promise.all(blocks.map((blockNumber) => client.getBlock({ blockNumber })));
    return new Map(headers.map((h) => [h.number, Number(h.timestamp)]));
  }

  /** Transfer logs of [fromBlock, toBlock] in chain order, and the hash of toBlock they belong to. */
  async function readRange(address: Address, fromBlock: bigint, toBlock: bigint): Promise<RangeRead> {
    const before = await client.getBlock({ blockNumber: toBlock });
    const logs = await transferLogs(address, fromBlock, toBlock);
    // anvil and recent geth put blockTimestamp on logs; other nodes need the headers.
    const missing = [...new Set(logs.filter((l) => l.blockTimestamp == null).map((l) => l.blockNumber))];
    const times = missing.length > 0 ? await timestamps(missing) : new Map<bigint, number>();
    const transfers = logs.map((log) => {
      if (log.blockNumber === toBlock && log.blockHash !== before.hash)
        throw new RangeChangedError(`block ${toBlock} changed while range was read`);
      return {
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        tokenId: log.args.tokenId,
        from: log.args.from,
        to: log.args.to,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        timestamp:
          log.blockTimestamp != null ? Number(log.blockTimestamp) : (times.get(log.blockNumber) ?? 0),
      };
    });
    const after = await blockHash(toBlock);
    if (after !== before.hash) throw new RangeChangedError(`block ${toBlock} changed while range was read`);
    transfers.sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    );
    return { transfers, toBlockHash: before.hash };
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
    contractInfo,
    tokenUris,
  };
}
