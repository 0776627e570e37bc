import { COLLECTION_PAGE_SIZE, TRAIT_SIDEBAR_WIDTH_PX } from '@guardians/shared/catalogue';
import { type ComponentProps, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useUniqueAttributes } from '../../../lib/api/get-unique-attributes.ts';
import { lastPageOffset } from '../../../lib/paging.ts';
import { useCollectionItems } from '../api/get-collection-items.ts';
import { useTraitPrices } from '../api/get-trait-prices.ts';
import { useCollectionQuery } from '../hooks/use-collection-query.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { formatCount } from '../utils/format.ts';
import { searchTerm } from '../utils/search-term.ts';
import { ItemGrid, ItemGridSkeleton } from './item-grid.tsx';
import { SortSelect } from './sort-select.tsx';
import { TraitChips } from './trait-chips.tsx';
import { TraitSidebar } from './trait-sidebar.tsx';

/** The sidebar sits beside the grid from this width; below it, it opens as a drawer. */
const DESKTOP_QUERY = '(min-width: 1024px)';

type CollectionItemsProps = {
  collectionRef: string;
  chainId: number;
  offsetKey: string;
  itemHref: (tokenId: string) => string;
  refetchInterval: number | false;
  /** A control on each card's picture, composed by the page (the sweep cart's button). */
  cardAction?: ComponentProps<typeof ItemGrid>['cardAction'];
};

/** Item count, order, search, trait sidebar, selected chips, the grid and its pager. */
export function CollectionItems({
  collectionRef,
  chainId,
  offsetKey,
  itemHref,
  refetchInterval,
  cardAction,
}: CollectionItemsProps) {
  const query = useCollectionQuery(offsetKey);
  const [input, setInput] = useState('');
  const search = searchTerm(input);
  const items = useCollectionItems(
    { collectionRef, chainId, offset: query.offset, traits: query.traits, search, sortBy: query.sortBy },
    { refetchInterval },
  );
  const attributes = useUniqueAttributes(collectionRef, chainId, { refetchInterval });
  const traitPrices = useTraitPrices(collectionRef, chainId, { refetchInterval });
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const sidebarId = useId();
  const headingId = useId();

  // Deferred: the banner above (the page's largest paint) commits and paints first; the 50 cards
  // and the trait lists render right after, in a render the browser may interrupt. Data already
  // cached at mount (back to this page) renders at once, so scroll restoration finds the grid.
  const data = useDeferredValue(items.data);
  const traitSummary = useDeferredValue(attributes.data);
  // A hand-edited offset past the end: go to the last page instead of showing nothing.
  const { setOffset } = query;
  useEffect(() => {
    if (!data || items.isPlaceholderData || data.total === 0 || query.offset < data.total) return;
    setOffset(lastPageOffset(data.total, COLLECTION_PAGE_SIZE), { replace: true });
  }, [data, items.isPlaceholderData, query.offset, setOffset]);

  function changeSearch(value: string) {
    setInput(value);
    // A new search starts from the first page.
    if (searchTerm(value) !== search && query.offset > 0) query.setOffset(0, { replace: true });
  }

  function changePage(offset: number) {
    query.setOffset(offset);
    results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  const sidebarVisible = desktop ? sidebarOpen : drawerOpen;
  const sidebar = (
    <TraitSidebar
      attributes={traitSummary}
      loading={traitSummary === undefined && !attributes.isError}
      selected={query.traits}
      onToggle={query.toggle}
      headingId={headingId}
      prices={traitPrices.data}
    />
  );

  return (
    <div
      ref={results}
      className="mx-auto max-w-7xl scroll-mt-[calc(var(--nav-height)+1rem)] px-4 py-8 sm:px-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          aria-expanded={sidebarVisible}
          aria-controls={desktop ? sidebarId : undefined}
          onClick={() => (desktop ? setSidebarOpen((on) => !on) : setDrawerOpen(true))}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
          </svg>
          Filters
        </Button>
        <p className="min-w-24 font-semibold text-fg" aria-live="polite">
          {data ? (
            `${formatCount(data.total)} ${data.total === 1 ? 'item' : 'items'}`
          ) : (
            <Skeleton className="h-6 w-20" />
          )}
        </p>
        <SortSelect value={query.sortBy} onChange={query.setSortBy} className="w-full sm:ml-auto sm:w-auto" />
        <SearchField
          label="Search by name or trait"
          value={input}
          onChange={changeSearch}
          className="w-full sm:w-80"
        />
      </div>

      <div className="mt-6 flex items-start gap-6">
        {desktop && sidebarOpen && (
          <aside
            id={sidebarId}
            aria-labelledby={headingId}
            style={{ width: TRAIT_SIDEBAR_WIDTH_PX }}
            className="sticky top-[calc(var(--nav-height)+1rem)] max-h-[calc(100dvh-var(--nav-height)-2rem)] shrink-0 overflow-y-auto rounded-2xl border border-card-border bg-card/60 p-3"
          >
            {sidebar}
          </aside>
        )}
        <div className="min-w-0 flex-1">
          <TraitChips traits={query.traits} onRemove={query.toggle} onReset={query.reset} />
          {/* The cards' h3 titles sit under this (the trait sidebar's h2 is not there on phones). */}
          <h2 className="sr-only">Items</h2>
          {items.isPending || (data === undefined && !items.isError) ? (
            <ItemGridSkeleton wide={!(desktop && sidebarOpen)} />
          ) : items.isError && !data ? (
            <ErrorState
              title="The items could not load"
              onRetry={() => void items.refetch()}
              retrying={items.isFetching}
            />
          ) : data && data.assets.length === 0 ? (
            <NotFoundPanel headingLevel={2} />
          ) : data ? (
            <>
              <ItemGrid
                label="Items"
                assets={data.assets}
                prices={data.prices}
                reactions={data.reactions}
                itemHref={(asset) => itemHref(asset.tokenId)}
                cardAction={cardAction}
                busy={items.isPlaceholderData}
                wide={!(desktop && sidebarOpen)}
              />
              <Pager
                className="mt-8"
                offset={query.offset}
                limit={COLLECTION_PAGE_SIZE}
                total={data.total}
                onChange={changePage}
              />
            </>
          ) : null}
        </div>
      </div>

      <Modal
        open={drawerOpen && !desktop}
        onClose={() => setDrawerOpen(false)}
        labelledBy={headingId}
        placement="right"
        className="h-full border-l motion-safe:animate-[slide-in-right_200ms_ease-out]"
      >
        <div style={{ width: `min(100vw, ${TRAIT_SIDEBAR_WIDTH_PX}px)` }} className="flex h-full flex-col">
          <div className="relative flex-1 overflow-y-auto p-3 pt-5">
            <CloseButton
              label="Close filters"
              onClick={() => setDrawerOpen(false)}
              className="absolute top-2 right-2"
            />
            {sidebar}
          </div>
          <div className="border-t border-card-border p-3">
            <Button className="w-full" onClick={() => setDrawerOpen(false)}>
              {data ? `Show ${formatCount(data.total)} ${data.total === 1 ? 'item' : 'items'}` : 'Show items'}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

export function CollectionItemsSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <Skeleton className="h-11 w-28 rounded-full" />
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-11 w-full rounded-full sm:ml-auto sm:w-64" />
        <Skeleton className="h-11 w-full rounded-full sm:w-80" />
      </div>
      <div className="mt-6">
        <ItemGridSkeleton wide />
      </div>
    </div>
  );
}
