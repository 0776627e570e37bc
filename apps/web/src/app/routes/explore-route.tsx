import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import {
  CollectionPageSkeleton,
  CollectionView,
} from '../../features/catalogue/components/collection-view.tsx';
import { offsetKeyFor } from '../../features/catalogue/utils/query-string.ts';
import { WatchButton } from '../../features/watchlist/components/watch-button.tsx';
import { useDefaultCollection } from '../../lib/api/get-default-collection.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';
import { collectionMarketSlots } from './collection/collection-slots.tsx';

/** /explore: single mode's collection page for the default collection; Not found in multi mode. */
export function ExploreRoute() {
  const site = useSiteConfig();
  const { chainId } = useWallet();
  const single = site.data?.mode === 'single';
  const defaultCollection = useDefaultCollection(chainId, single);

  const failed = site.isError ? site : defaultCollection.isError ? defaultCollection : null;
  if (failed) {
    return (
      <div>
        <ErrorState
          headingLevel={1}
          title="This page could not load"
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      </div>
    );
  }
  if (!site.data || (single && defaultCollection.isPending)) return <CollectionPageSkeleton />;
  // Multi mode has no single collection to explore; no collection deployed yet is the same.
  if (!single || !defaultCollection.data) {
    return (
      <div>
        <title>{`Not found · ${site.data.name}`}</title>
        <NotFoundPanel />
      </div>
    );
  }
  return (
    <CollectionView
      key={defaultCollection.data}
      collectionRef={defaultCollection.data}
      chainId={chainId}
      offsetKey={offsetKeyFor(site.data.name)}
      siteName={site.data.name}
      itemHref={(tokenId) => `/explore/${tokenId}`}
      {...collectionMarketSlots(defaultCollection.data, chainId)}
      actions={(collection) => (
        <WatchButton
          target={{ kind: 'collection', collection: collection.tokenAddress }}
          name={collection.name}
        />
      )}
    />
  );
}
