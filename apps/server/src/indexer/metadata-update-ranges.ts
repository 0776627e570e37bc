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
 * The token ids an ERC-4906 MetadataUpdate or BatchMetadataUpdate among `logs` names, merged; the
 * range's other logs (its transfers) are skipped. A batch over (1, 2^256 - 1), as a base-URI change
 * announces, stays one range: the refetch clamps it to the tokens the collection has.
 */
export function updatedTokenRanges(logs: readonly { eventName: string; args: unknown }[]): TokenIdRange[] {
  const ranges: TokenIdRange[] = [];
  for (const log of logs) {
    if (log.eventName === 'MetadataUpdate') {
      const { _tokenId } = log.args as { _tokenId: bigint };
      ranges.push({ from: _tokenId, to: _tokenId });
    } else if (log.eventName === 'BatchMetadataUpdate') {
      const { _fromTokenId, _toTokenId } = log.args as { _fromTokenId: bigint; _toTokenId: bigint };
      ranges.push({ from: _fromTokenId, to: _toTokenId });
    }
  }
  return mergeRanges(ranges);
}
