import { useLocation, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import {
  CollectionPageSkeleton,
  CollectionView,
} from '../../features/catalogue/components/collection-view.tsx';
import { offsetKeyFor } from '../../features/catalogue/utils/query-string.ts';
import { WatchButton } from '../../features/watchlist/components/watch-button.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';
import { collectionMarketSlots } from './collection/collection-slots.tsx';

/** /collection/:collectionRef (slug or address): the collection page; cards lead to {path}/{tokenId}. */
export function CollectionRoute() {
  const { collectionRef = '' } = useParams();
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const { chainId } = useWallet();

  if (site.isError) {
    return (
      <div>
        <ErrorState
          headingLevel={1}
          title="This page could not load"
          onRetry={() => void site.refetch()}
          retrying={site.isFetching}
        />
      </div>
    );
  }
  if (!site.data) return <CollectionPageSkeleton />;

  // Addresses and slugs are both lower-case on the server; /collection/Guardians still finds it.
  const ref = collectionRef.toLowerCase();
  const base = pathname.replace(/\/+$/, '');
  return (
    <CollectionView
      key={ref}
      collectionRef={ref}
      chainId={chainId}
      offsetKey={offsetKeyFor(site.data.name)}
      siteName={site.data.name}
      itemHref={(tokenId) => `${base}/${tokenId}`}
      {...collectionMarketSlots(ref, chainId)}
      actions={(collection) => (
        <WatchButton
          target={{ kind: 'collection', collection: collection.tokenAddress }}
          name={collection.name}
        />
      )}
    />
  );
}
