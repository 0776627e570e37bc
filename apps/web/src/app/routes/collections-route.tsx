import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { useCollections } from '../../features/catalogue/api/get-collections.ts';
import { CollectionsTable } from '../../features/catalogue/components/collections-table.tsx';
import { EmptyState } from '../../features/catalogue/components/empty-state.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';

/** /collections: the ranking table, multi mode only (single mode has one collection: Not found). */
export function CollectionsRoute() {
  const { data: config } = useSiteConfig();
  const { chainId } = useWallet();
  const multi = config?.mode === 'multi';
  const collections = useCollections(chainId, multi);

  if (config && !multi) {
    return (
      <div>
        <title>{`Not found · ${config.name}`}</title>
        <NotFoundPanel />
      </div>
    );
  }

  return (
    <div>
      {config && <title>{`Collections · ${config.name}`}</title>}
      <section
        aria-labelledby="collections-title"
        className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6"
      >
        <header className="flex flex-col gap-2">
          <h1 id="collections-title" className="text-3xl font-bold text-fg sm:text-4xl">
            Collections
          </h1>
          <p className="text-muted">Every collection on this site, ranked by market cap.</p>
        </header>
        {collections.isError ? (
          <ErrorState
            title="The collections could not load"
            onRetry={() => void collections.refetch()}
            retrying={collections.isFetching}
          />
        ) : collections.data?.items.length === 0 ? (
          <EmptyState title="No collections have been added yet." />
        ) : (
          <CollectionsTable
            collections={collections.data?.items}
            chainId={chainId}
            loading={!collections.data}
          />
        )}
      </section>
    </div>
  );
}
