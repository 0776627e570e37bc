import { type Asset, COLLECTION_PAGE_SIZE } from '@guardians/shared/catalogue';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useLikedItems } from '../api/get-liked-items.ts';
import { useCollectionQuery } from '../hooks/use-collection-query.ts';
import { EmptyState } from './empty-state.tsx';
import { ItemGrid, ItemGridSkeleton } from './item-grid.tsx';

type LikedItemsProps = {
  account: string;
  chainId: number;
  offsetKey: string;
  itemHref: (asset: Asset) => string;
};

/** The liked tab: the account's liked items of every collection, newest like first, paged like owned. */
export function LikedItems({ account, chainId, offsetKey, itemHref }: LikedItemsProps) {
  const query = useCollectionQuery(offsetKey);
  const liked = useLikedItems({ account, chainId, offset: query.offset });
  const top = useRef<HTMLDivElement>(null);
  const data = liked.data;

  let content: ReactNode;
  if (liked.isPending) {
    content = <ItemGridSkeleton count={8} wide label="Loading liked items" />;
  } else if (liked.isError && !data) {
    content = (
      <ErrorState
        title="The liked items could not load"
        onRetry={() => void liked.refetch()}
        retrying={liked.isFetching}
      />
    );
  } else if (!data || data.total === 0) {
    content = (
      <EmptyState title="You don't have any liked arts.">
        <Link to="/explore" className={buttonClasses('outline')}>
          Explore
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ItemGrid
          label="Liked items"
          assets={data.assets}
          prices={data.prices}
          reactions={data.reactions}
          itemHref={itemHref}
          busy={liked.isPlaceholderData}
          wide
        />
        <Pager
          className="mt-8"
          offset={query.offset}
          limit={COLLECTION_PAGE_SIZE}
          total={data.total}
          onChange={(next) => {
            query.setOffset(next);
            top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
          }}
        />
      </>
    );
  }
  return (
    <div ref={top} className="flex scroll-mt-[calc(var(--nav-height)+1rem)] flex-col gap-6">
      {content}
    </div>
  );
}
