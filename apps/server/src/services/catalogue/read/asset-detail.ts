import type { NftDetail } from '@guardians/shared';
import { toAsset } from './asset-view.ts';
import type { ReadContext } from './read-context.ts';
import { findLiveToken, type LiveToken, type TokenParams, type TokenRow } from './token-lookup.ts';

/** A trait key is `type U+001F value` (parse-metadata strips control characters from both parts). */
export function parseTraitKey(key: string): { traitType: string; value: string } {
  const at = key.indexOf('\u001f');
  return { traitType: key.slice(0, at), value: key.slice(at + 1) };
}

/**
 * Details built from copied rows, kept as long as the copy is (the same row object comes back until
 * the copy is dropped): building one parses its URLs, a seventh of a copied item's CPU.
 */
const builtDetails = new WeakMap<ReadContext, WeakMap<TokenRow, NftDetail>>();

/** One item's page: the asset with its description, token URI, traits, collection and chain. */
export async function getNftDetail(ctx: ReadContext, params: TokenParams): Promise<NftDetail> {
  const found = await findLiveToken(ctx, params);
  if (!ctx.tokenCopies) return buildDetail(ctx, found);
  let built = builtDetails.get(ctx);
  if (!built) {
    built = new WeakMap();
    builtDetails.set(ctx, built);
  }
  let detail = built.get(found.token);
  if (!detail) {
    detail = buildDetail(ctx, found);
    built.set(found.token, detail);
  }
  return detail;
}

function buildDetail(ctx: ReadContext, { collection, token }: LiveToken): NftDetail {
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
