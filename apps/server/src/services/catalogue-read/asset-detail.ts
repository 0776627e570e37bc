import type { NftDetail } from '@guardians/shared';
import { toAsset } from './asset-view.ts';
import type { ReadContext } from './read-context.ts';
import { findLiveToken, type TokenParams } from './token-lookup.ts';

/** A trait key is `type U+001F value` (parse-metadata strips control characters from both parts). */
export function parseTraitKey(key: string): { traitType: string; value: string } {
  const at = key.indexOf('\u001f');
  return { traitType: key.slice(0, at), value: key.slice(at + 1) };
}

/** One item's page: the asset with its description, token URI, traits, collection and chain. */
export async function getNftDetail(ctx: ReadContext, params: TokenParams): Promise<NftDetail> {
  const { collection, token } = await findLiveToken(ctx, params);
  return {
    ...toAsset(token, ctx.urls),
    description: token.description,
    tokenUri: token.tokenUri,
    chainId: token.chainId,
    metadataStatus: token.metadataStatus,
    // trait_keys keeps the metadata's order of attributes (token_attributes has none).
    attributes: [...new Set(token.traitKeys)].map(parseTraitKey),
    collection: { name: collection.name, slug: collection.slug, symbol: collection.symbol },
    chain: ctx.chain,
  };
}
