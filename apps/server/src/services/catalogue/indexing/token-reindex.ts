import type { MetadataOutcome } from '../../../indexer/metadata/metadata-worker.ts';
import type { RarityTables } from '../read/rarity-table.ts';
import type { ReadContext } from '../read/read-context.ts';
import { findLiveToken, type TokenParams } from '../read/token-lookup.ts';

export interface ReindexResult {
  /** ok: stored; retry: a passing failure the metadata worker tries again later; failed: it will not help soon. */
  status: 'ok' | 'failed' | 'retry';
  error: string | null;
}

/** Failure reasons (MetadataOutcome's `reason: message`) that a later attempt may get past. */
const PASSING = /^(timeout|network|token_uri):|^http_status: HTTP (5\d\d|429)\b/;

function toReindexResult(outcome: MetadataOutcome): ReindexResult {
  if (outcome.status === 'ok') return { status: 'ok', error: null };
  return { status: PASSING.test(outcome.error) ? 'retry' : 'failed', error: outcome.error };
}

/** Refetches a live token's metadata now (token URI read again from the chain). */
export async function reindexAsset(
  ctx: ReadContext,
  deps: {
    indexer: { reindexToken(address: string, tokenId: string): Promise<MetadataOutcome> };
    rarity: RarityTables;
  },
  params: TokenParams,
): Promise<ReindexResult> {
  const { token } = await findLiveToken(ctx, params);
  const outcome = await deps.indexer.reindexToken(token.tokenAddress, token.tokenId);
  // New traits change every token's share: rank against the new data from the next request on.
  if (outcome.status === 'ok')
    deps.rarity.forget({ chainId: token.chainId, tokenAddress: token.tokenAddress });
  return toReindexResult(outcome);
}
