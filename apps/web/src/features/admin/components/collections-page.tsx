import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useConsoleCollections } from '../api/collections-list.ts';
import { refusalOf } from '../utils/refusal.ts';
import { CollectionsAddForm } from './collections-add-form.tsx';
import { CollectionsDetail } from './collections-detail.tsx';
import { CollectionsList } from './collections-list.tsx';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { RefusalNotice } from './content-refusal.tsx';

/**
 * /admin/collections (collections:edit): add a collection by address and watch it index; for each,
 * how it shows, the default, the whitelist and the sale. `?collection=<address>` opens one. The
 * viewer is not needed beyond the shell's check: every part of the page needs the one permission.
 */
export function CollectionsPage(_props: { viewer: ConsoleViewer }) {
  const [params] = useSearchParams();
  const selected = params.get('collection')?.toLowerCase() ?? null;
  const collections = useConsoleCollections();
  const refusal = refusalOf(collections.error);
  const open = selected
    ? collections.data?.find((c) => c.tokenAddress.toLowerCase() === selected)
    : undefined;

  const body = refusal ? (
    <RefusalNotice message={refusal} />
  ) : collections.data ? (
    selected ? (
      open ? (
        <CollectionsDetail key={selected} collection={open} />
      ) : (
        <section
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-card-border bg-card/70 p-5"
        >
          <h2 className="text-lg font-bold text-fg">This collection is not listed</h2>
          <p className="text-muted">No collection of this chain has the address {selected}.</p>
          <Link to={{ search: '' }} className={buttonClasses('outline')}>
            All collections
          </Link>
        </section>
      )
    ) : (
      <>
        <CollectionsAddForm />
        {collections.data.length > 0 ? (
          <CollectionsList collections={collections.data} />
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted">
            No collection is listed yet. Add the first one by its contract address above.
          </p>
        )}
      </>
    )
  ) : collections.isError ? (
    <ErrorState
      title="The collections could not load"
      onRetry={() => void collections.refetch()}
      retrying={collections.isFetching}
    />
  ) : (
    <TableSkeleton label="Loading the collections" rows={3} />
  );

  return (
    <>
      <ConsoleHeader title="Collections">
        The ERC-721 collections the site lists: add one by its address, choose how it shows and which is the
        default, and run its whitelist and sale.
      </ConsoleHeader>
      {body}
    </>
  );
}
