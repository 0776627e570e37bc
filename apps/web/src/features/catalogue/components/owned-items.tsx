import { type Asset, COLLECTION_PAGE_SIZE, WALLET_SEARCH_DEBOUNCE_MS } from '@guardians/shared/catalogue';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useWalletAssets } from '../api/get-wallet-assets.ts';
import { useCollectionQuery } from '../hooks/use-collection-query.ts';
import { searchTerm } from '../utils/search-term.ts';
import { EmptyState } from './empty-state.tsx';
import { ItemGrid, ItemGridSkeleton } from './item-grid.tsx';
import { SellExplainer } from './sell-explainer.tsx';
import { WalletToolbar } from './wallet-toolbar.tsx';

type OwnedItemsProps = {
  account: string;
  /** The collection shown; null while it is being chosen or when there is none. */
  tokenAddress: string | null;
  /** True while the collection choice is still loading. */
  choosing: boolean;
  chainId: number;
  offsetKey: string;
  itemHref: (asset: Asset) => string;
  /** The 'Presale' button of the empty state. */
  presale: ReactNode;
  isOwner: boolean;
  /** Placed before the search box (the collection picker in multi mode). */
  toolbarStart?: ReactNode;
};

/** The owned tab: search (debounced 300 ms), the wallet's items of one collection, paging. */
export function OwnedItems(props: OwnedItemsProps) {
  const { account, tokenAddress, chainId, offsetKey, itemHref, isOwner } = props;
  const query = useCollectionQuery(offsetKey);
  const [input, setInput] = useState('');
  const search = searchTerm(useDebouncedValue(input, WALLET_SEARCH_DEBOUNCE_MS));
  const assets = useWalletAssets(
    tokenAddress ? { account, tokenAddress, chainId, offset: query.offset, search } : null,
    // The owner's first items (a new wallet's demo gift) may land just after the page opens.
    { pollWhileEmpty: isOwner && !search },
  );
  const top = useRef<HTMLDivElement>(null);

  // A new search starts from the first page.
  const lastSearch = useRef(search);
  const { setOffset, offset } = query;
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    if (offset > 0) setOffset(0, { replace: true });
  }, [search, offset, setOffset]);

  const data = assets.data;
  let content: ReactNode;
  if (props.choosing || (tokenAddress && assets.isPending)) {
    content = <ItemGridSkeleton count={8} wide={!isOwner} label="Loading owned items" />;
  } else if (assets.isError && !data) {
    content = (
      <ErrorState
        title="The items could not load"
        onRetry={() => void assets.refetch()}
        retrying={assets.isFetching}
      />
    );
  } else if (!data || data.total === 0) {
    content = search ? (
      <NotFoundPanel headingLevel={2} />
    ) : (
      <EmptyState title="You have no token yet">{props.presale}</EmptyState>
    );
  } else {
    content = (
      <>
        <ItemGrid
          label="Owned items"
          assets={data.assets}
          prices={data.prices}
          itemHref={itemHref}
          busy={assets.isPlaceholderData}
          wide={!isOwner}
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
      <WalletToolbar search={input} onSearch={setInput} count={data?.total} start={props.toolbarStart} />
      {isOwner ? (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_300px]">
          <div className="min-w-0">{content}</div>
          <SellExplainer listedHere={data?.prices?.filter((price) => price.price !== null).length ?? 0} />
        </div>
      ) : (
        content
      )}
    </div>
  );
}
