import type { CollectionKey } from '../../../db/queryable.ts';
import { parseTraitKey } from './asset-detail.ts';
import type { RarityTable, RarityTables } from './rarity-table.ts';
import type { ReadContext } from './read-context.ts';
import { findLiveToken, type TokenParams, type TokenRow } from './token-lookup.ts';

export interface Rarity {
  tokenId: string;
  /** Sum over the token's traits of 1 / (share of live tokens with that value). */
  score: number;
  /** 1 = rarest; tokens with equal scores share a rank (RANK()). */
  rank: number;
  /** Live tokens ranked. */
  total: number;
}

export interface TraitRarity {
  traitType: string;
  value: string;
  count: number;
  /** Share of the collection's live tokens, 0-100, two decimals. */
  percent: number;
}

/**
 * The collection's rarity table, rebuilt once if it predates the token (a mint or a metadata
 * change since it was built) so the answer always covers it.
 */
async function tableFor(tables: RarityTables, token: TokenRow): Promise<RarityTable> {
  const key: CollectionKey = { chainId: token.chainId, tokenAddress: token.tokenAddress };
  const covers = (table: RarityTable) =>
    table.byToken.has(token.tokenId) && token.traitKeys.every((k) => table.counts.has(k));
  const table = await tables.get(key);
  if (covers(table)) return table;
  tables.forget(key);
  return tables.get(key);
}

/** A live token's rarity score and rank among the collection's live tokens. */
export async function getRarity(
  ctx: ReadContext,
  tables: RarityTables,
  params: TokenParams,
): Promise<Rarity> {
  const { token } = await findLiveToken(ctx, params);
  const table = await tableFor(tables, token);
  const found = table.byToken.get(token.tokenId) ?? { score: 0, rank: table.total };
  return { tokenId: token.tokenId, score: found.score, rank: found.rank, total: table.total };
}

/** Each of a live token's traits with how many live tokens share it, rarest first. */
export async function getRarities(
  ctx: ReadContext,
  tables: RarityTables,
  params: TokenParams,
): Promise<TraitRarity[]> {
  const { token } = await findLiveToken(ctx, params);
  const table = await tableFor(tables, token);
  return [...new Set(token.traitKeys)]
    .map((key) => {
      const count = table.counts.get(key) ?? 0;
      const percent = table.total === 0 ? 0 : Math.round((count / table.total) * 10_000) / 100;
      return { ...parseTraitKey(key), count, percent };
    })
    .sort(
      (a, b) => a.count - b.count || a.traitType.localeCompare(b.traitType) || a.value.localeCompare(b.value),
    );
}
