import type { ReactionCount } from '@guardians/shared';
import type { Db } from '../../db/client.ts';

type TokenRef = { tokenId: string; tokenAddress: string };

/** One reaction count per asset; always 0 until issue 6 adds the reactions table. */
export async function reactionCountsFor(_db: Db, assets: TokenRef[]): Promise<ReactionCount[]> {
  return assets.map((a) => ({ tokenId: a.tokenId, tokenAddress: a.tokenAddress, totalCount: 0 }));
}
