import type { DemoCollection, DemoCollectionInfo, DemoTokenMetadata } from '@guardians/shared';
import { assertTokenInRange } from './demo-catalogue.ts';
import { type DemoMediaKind, demoMediaFiles, mediaKindFor } from './demo-media.ts';
import { traitsFor } from './demo-traits.ts';

const mediaNotes: Record<DemoMediaKind, string> = {
  video: 'This one stirs: it carries a looping video.',
  audio: 'This one sings: it carries the temple chime.',
  model: 'This one can be turned in the hand: it carries a 3D model.',
};

/** `${origin}/api/demo/<slug>/`: the contract's baseURI; token URI = baseUri + tokenId. */
function demoBaseUri(collection: DemoCollection, origin: string): string {
  return `${origin}/api/demo/${collection.slug}/`;
}

function demoImageUrl(collection: DemoCollection, tokenId: number, origin: string): string {
  return `${demoBaseUri(collection, origin)}${tokenId}/image.png`;
}

function demoMediaUrl(file: string, origin: string): string {
  return `${origin}/api/demo/media/${file}`;
}

/** The token URI's JSON; `origin` makes every URL absolute, as wallets and indexers require. */
export function metadataFor(collection: DemoCollection, tokenId: number, origin: string): DemoTokenMetadata {
  assertTokenInRange(collection, tokenId);
  const kind = mediaKindFor(collection, tokenId);
  const metadata: DemoTokenMetadata = {
    name: `${collection.name} #${tokenId}`,
    description: kind ? `${collection.description} ${mediaNotes[kind]}` : collection.description,
    image: demoImageUrl(collection, tokenId, origin),
    attributes: traitsFor(collection, tokenId),
  };
  if (kind) metadata.animation_url = demoMediaUrl(demoMediaFiles[kind].file, origin);
  return metadata;
}

/** Collection-level metadata (contractURI); its image is token #1's art. */
export function collectionInfoFor(collection: DemoCollection, origin: string): DemoCollectionInfo {
  return {
    name: collection.name,
    symbol: collection.symbol,
    description: collection.description,
    image: demoImageUrl(collection, 1, origin),
    slug: collection.slug,
    supply: collection.supply,
    baseUri: demoBaseUri(collection, origin),
  };
}
