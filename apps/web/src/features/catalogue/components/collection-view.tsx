import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { INDEXING_REFETCH_MS, useCollectionMetadata } from '../../../lib/api/get-collection-metadata.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeferredReady } from '../../../lib/use-deferred-ready.ts';
import { useUniqueOwners } from '../api/get-unique-owners.ts';
import { CollectionBanner, CollectionBannerSkeleton } from './collection-banner.tsx';
import { CollectionItems, CollectionItemsSkeleton } from './collection-items.tsx';
import { CollectionTabs } from './collection-tabs.tsx';
import { PriceHistoryChartSkeleton } from './price-history-skeleton.tsx';

// Below the banner and off the first paint's path: its code arrives after the page's own.
const PriceHistoryChart = lazy(() => import('./price-history-chart.tsx'));

export type CollectionViewProps = {
  /** Slug or lower-cased contract address. */
  collectionRef: string;
  chainId: number;
  /** '{sitename}-offset' (decision 0017). */
  offsetKey: string;
  siteName: string;
  /** Where an item card leads: `{current path}/{tokenId}` or `/explore/{tokenId}`. */
  itemHref: (tokenId: string) => string;
  /** Buttons under the collection's name, composed by the page (Watch, from the watchlist). */
  actions?: (collection: CollectionMetadata) => ReactNode;
  /** A section between the price chart and the items, composed by the page (the collection's offers). */
  section?: (collection: CollectionMetadata) => ReactNode;
  /** A control on each item card's picture, composed by the page (the sweep cart's button). */
  cardAction?: ComponentProps<typeof CollectionItems>['cardAction'];
};

/** A 404 (unknown collection) or 400 (not an address or slug) both mean there is no such page. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The collection page: banner with stats, the floor and volume chart, then the filterable item grid. */
export function CollectionView({
  collectionRef,
  chainId,
  offsetKey,
  siteName,
  itemHref,
  actions,
  section,
  cardAction,
}: CollectionViewProps) {
  const metadata = useCollectionMetadata(collectionRef, chainId);
  const statsOwners = metadata.data?.stats?.total.num_owners;
  const needOwnersLookup = metadata.isSuccess && (statsOwners === null || statsOwners === undefined);
  const ownersLookup = useUniqueOwners(collectionRef, chainId, needOwnersLookup);
  // The page mounts at transition priority once its metadata lands, not in the synchronous render
  // the query's arrival triggers (useDeferredReady says why).
  const ready = useDeferredReady(metadata.isSuccess);

  if (metadata.isPending || (metadata.isSuccess && !ready)) return <CollectionPageSkeleton />;
  if (metadata.isError) {
    if (isMissing(metadata.error)) {
      return (
        <div>
          <title>{`Not found · ${siteName}`}</title>
          <NotFoundPanel />
        </div>
      );
    }
    return (
      <div>
        <ErrorState
          headingLevel={1}
          title="This collection could not load"
          onRetry={() => void metadata.refetch()}
          retrying={metadata.isFetching}
        />
      </div>
    );
  }

  const collection = metadata.data;
  const owners = needOwnersLookup ? (ownersLookup.isError ? null : ownersLookup.data) : statsOwners;
  const indexing = collection.indexing.status !== 'synced';
  return (
    <div>
      <title>{`${collection.name} · ${siteName}`}</title>
      <CollectionBanner collection={collection} owners={owners} actions={actions?.(collection)} />
      <Suspense fallback={<PriceHistoryChartSkeleton />}>
        <PriceHistoryChart collectionRef={collectionRef} chainId={chainId} />
      </Suspense>
      {section?.(collection)}
      <CollectionTabs activity={{ collectionRef, chainId, offsetKey, itemHref, chain: collection.chain }}>
        <CollectionItems
          collectionRef={collectionRef}
          chainId={chainId}
          offsetKey={offsetKey}
          itemHref={itemHref}
          refetchInterval={indexing ? INDEXING_REFETCH_MS : false}
          cardAction={cardAction}
        />
      </CollectionTabs>
    </div>
  );
}

export function CollectionPageSkeleton() {
  return (
    <div>
      <CollectionBannerSkeleton />
      <CollectionItemsSkeleton />
    </div>
  );
}
