import { type NftReactions, NftReactionsSchema, type ReactionType } from '@guardians/shared/reactions';
import { apiRequest } from '../../../lib/api-client.ts';
import type { NftKey } from './get-nft.ts';

/**
 * POST /api/nfts/reactions/update/{token}/{id}. The desired state is sent (not a bare toggle), so a
 * request retried after a dropped answer cannot flip the reaction back.
 */
export async function updateNftReaction(
  key: NftKey,
  input: { type: ReactionType; active: boolean; chainId: number },
): Promise<NftReactions> {
  const path = `/api/nfts/reactions/update/${encodeURIComponent(key.tokenAddress)}/${encodeURIComponent(key.tokenId)}`;
  const data = await apiRequest(path, { method: 'POST', kind: 'sets-state', body: input });
  return NftReactionsSchema.parse(data);
}
