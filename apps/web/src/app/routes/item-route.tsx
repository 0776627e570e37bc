import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { isAddress } from '@guardians/shared/common';
import { useParams } from 'react-router';
import { FanArtOfGuardian } from '../../features/gallery/components/fan-art-of-guardian.tsx';
import { useItemCollection } from '../../features/item/api/get-item-collection.ts';
import { ItemLoadError } from '../../features/item/components/item-load-error.tsx';
import { ItemNotFound, ItemPage } from '../../features/item/components/item-page.tsx';
import { ItemSkeleton } from '../../features/item/components/item-skeleton.tsx';
import {
  collectionHref,
  normalizeCollectionRef,
  parseTokenId,
} from '../../features/item/utils/item-links.ts';
import { useDefaultCollection } from '../../lib/api/get-default-collection.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { getEnv } from '../../lib/env.ts';
import { itemOfferSlots } from './item/item-offer-slots.tsx';

/**
 * /collection/:collectionRef/:tokenId (a slug or an address) and /explore/:tokenId (the default
 * collection): one item page. A path segment that is not a token id (the single-mode search can
 * send an address) is Not found.
 */
export function ItemRoute() {
  const { collectionRef, tokenId: rawTokenId } = useParams();
  const tokenId = parseTokenId(rawTokenId);
  if (!tokenId) return <ItemNotFound />;
  if (collectionRef) {
    const ref = normalizeCollectionRef(collectionRef);
    return (
      <ItemOfCollection
        key={`${ref}/${tokenId}`}
        collectionRef={ref}
        basePath={`/collection/${collectionRef}`}
        tokenId={tokenId}
      />
    );
  }
  return <ExploreItem tokenId={tokenId} />;
}

function ExploreItem({ tokenId }: { tokenId: string }) {
  const defaultCollection = useDefaultCollection(getEnv().chainId);
  if (defaultCollection.isPending) return <ItemSkeleton />;
  if (defaultCollection.isError) {
    return (
      <ItemLoadError
        onRetry={() => void defaultCollection.refetch()}
        retrying={defaultCollection.isFetching}
      />
    );
  }
  const address = defaultCollection.data;
  if (!address) return <ItemNotFound />;
  return (
    <ItemOfCollection
      key={`${address}/${tokenId}`}
      collectionRef={address}
      basePath="/explore"
      tokenId={tokenId}
    />
  );
}

function ItemOfCollection({
  collectionRef,
  basePath,
  tokenId,
}: {
  collectionRef: string;
  basePath: string;
  tokenId: string;
}) {
  const mode = useSiteConfig().data?.mode;
  // The item page loads the collection too (same query), so a slug's address comes from its cache.
  const collection = useItemCollection(collectionRef);
  const tokenAddress = isAddress(collectionRef) ? collectionRef : (collection.data?.tokenAddress ?? null);
  const linkFor = (metadata: CollectionMetadata) =>
    collectionHref({ mode, slug: metadata.slug, isDefault: metadata.isDefault });
  return (
    <>
      <ItemPage
        collectionRef={collectionRef}
        tokenId={tokenId}
        basePath={basePath}
        collectionHref={linkFor}
        {...itemOfferSlots()}
      />
      {tokenAddress && collection.isSuccess && (
        <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6">
          <FanArtOfGuardian tokenAddress={tokenAddress} tokenId={tokenId} />
        </div>
      )}
    </>
  );
}
