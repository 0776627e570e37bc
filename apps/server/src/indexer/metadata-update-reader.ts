import type { Address, Hex } from 'viem';
import type { ChainReader } from './chain-reader.ts';
import { metadataUpdateEvents } from './erc721-abi.ts';
import { RangeChangedError } from './indexer-errors.ts';

/** Token ids from `from` to `to`, both included. */
export interface TokenIdRange {
  from: bigint;
  to: bigint;
}

/**
 * Sorted, overlapping or touching ranges joined: a reveal that emits MetadataUpdate for each of
 * 10,000 tokens becomes one range, so the update that follows is one statement of one range.
 */
export function mergeRanges(ranges: TokenIdRange[]): TokenIdRange[] {
  const sorted = ranges.filter((r) => r.from <= r.to).sort((a, b) => (a.from < b.from ? -1 : 1));
  const merged: TokenIdRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (!last || range.from > last.to + 1n) merged.push({ ...range });
    else if (range.to > last.to) last.to = range.to;
  }
  return merged;
}

/**
 * The ERC-4906 MetadataUpdate and BatchMetadataUpdate logs of [fromBlock, toBlock] as token id
 * ranges. Read next to the range's Transfer logs, against the hash of toBlock those were read at:
 * block hashes chain their parents, so the same hash after this read means these logs belong to the
 * same chain as the transfers, and the cursor never passes an update read from an abandoned branch.
 */
export async function readMetadataUpdates(
  reader: ChainReader,
  address: Address,
  fromBlock: bigint,
  toBlock: bigint,
  toBlockHash: Hex,
): Promise<TokenIdRange[]> {
  // Through the reader's log reads: a provider's range and size caps are handled as for transfers.
  const logs = await reader.eventLogs(address, metadataUpdateEvents, fromBlock, toBlock);
  const changed = () => new RangeChangedError(`block ${toBlock} changed while range was read`);
  if (logs.some((log) => log.blockNumber === toBlock && log.blockHash !== toBlockHash)) throw changed();
  if ((await reader.blockHash(toBlock)) !== toBlockHash) throw changed();
  return mergeRanges(
    logs.map((log) =>
      log.eventName === 'MetadataUpdate'
        ? { from: log.args._tokenId, to: log.args._tokenId }
        : { from: log.args._fromTokenId, to: log.args._toTokenId },
    ),
  );
}
