import { BaseError } from 'viem';
import { errorTexts, isProviderBusy } from '../chain/provider-busy.ts';

/**
 * How hosted providers refuse an eth_getLogs that spans too many blocks or returns too many logs
 * (Alchemy, Infura, QuickNode, Tenderly, Frontier/Moonbeam, BSC and geth-based nodes; decision 0079).
 * Some come with codes viem would retry (-32005, -32603, HTTP 413), so the text decides, not the code.
 */
const TOO_LARGE_TEXTS = [
  /log response size exceeded/i, // Alchemy, result size
  /eth_getLogs requests with up to a/i, // Alchemy, block range
  /query returned more than [\d,]+ results/i, // Infura, geth, Erigon
  /range \d+ exceeds limit/i, // Infura, block range
  /is limited to a [\d,]+ range/i, // QuickNode
  /range \d+ is bigger than range limit/i, // Tenderly
  /block range is too wide/i, // Frontier (Moonbeam)
  /exceeds? (the )?max(imum)? block range/i, // BSC, Ankr
  /block range (is )?(too large|too high|bigger than|larger than)/i,
  /response (size )?is (too big|too large|larger than)/i,
];

/** The block limit a range refusal names ("up to a 500 block range", "limit of 10000", "maximum 1024"). */
const NAMED_LIMIT =
  /(?:up to a|limit of|limited to a|maximum block range:?|maximum|range limit)\s*([\d,]+)\s*(?:block|range|\)|$)/im;

const saysTooLarge = (text: string) => TOO_LARGE_TEXTS.some((re) => re.test(text));

/**
 * The provider refused the query's size: a smaller block range will pass. A known text decides; an
 * unknown JSON-RPC refusal counts too (halving ends at one block), a busy provider never does:
 * splitting on a 429 would multiply the calls that caused it.
 */
export function isLogQueryTooLarge(error: unknown): boolean {
  if (errorTexts(error).some(saysTooLarge)) return true;
  return error instanceof BaseError && !isProviderBusy(error);
}

/** The widest block range the refusal says the provider serves, when it says one. */
export function namedBlockLimit(error: unknown): bigint | null {
  for (const text of errorTexts(error)) {
    if (!saysTooLarge(text) || /results|response/i.test(text)) continue;
    const match = NAMED_LIMIT.exec(text);
    const limit = match?.[1] ? BigInt(match[1].replaceAll(',', '')) : 0n;
    if (limit > 0n) return limit;
  }
  return null;
}

/**
 * The range a refusal suggests from `fromBlock` on (Alchemy: "this block range should work: [a, b]",
 * Infura: "Try with this block range [a, b]"): its end, when it starts there and is shorter.
 */
export function suggestedRangeEnd(error: unknown, fromBlock: bigint, toBlock: bigint): bigint | null {
  for (const text of errorTexts(error)) {
    const match = /\[(0x[0-9a-f]+),\s*(0x[0-9a-f]+)\]/i.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const [start, end] = [BigInt(match[1]), BigInt(match[2])];
    if (start === fromBlock && end >= fromBlock && end < toBlock) return end;
  }
  return null;
}
