import type { ChainRecord, CollectionActivityKind, Traits } from '@guardians/shared/catalogue';
import { useId, useRef, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useUniqueAttributes } from '../../../lib/api/get-unique-attributes.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { COLLECTION_ACTIVITY_PAGE_SIZE, useCollectionActivity } from '../api/get-collection-activity.ts';
import { useCollectionQuery } from '../hooks/use-collection-query.ts';
import { CollectionActivityRow, KindIcon } from './collection-activity-row.tsx';
import { TraitChips } from './trait-chips.tsx';

/** The kind chips, most telling first. */
const kindChips: { kind: CollectionActivityKind; label: string }[] = [
  { kind: 'sale', label: 'Sales' },
  { kind: 'listing', label: 'Listings' },
  { kind: 'offer', label: 'Offers' },
  { kind: 'cancel', label: 'Cancels' },
  { kind: 'transfer', label: 'Transfers' },
  { kind: 'mint', label: 'Mints' },
  { kind: 'burn', label: 'Burns' },
];

const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wider text-muted uppercase';

export type CollectionActivityProps = {
  collectionRef: string;
  chainId: number;
  /** The items grid's offset key: the trait filters in the URL are the grid's (decision 0090). */
  offsetKey: string;
  itemHref: (tokenId: string) => string;
  /** The collection's chain: transactions link to its block explorer. */
  chain: ChainRecord;
};

function CollectionActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading activity" className="flex flex-col gap-2 p-3">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Adds a trait filter: the collection's trait values, by type, that are not chosen yet. */
function TraitSelect({
  collectionRef,
  chainId,
  selected,
  onAdd,
}: {
  collectionRef: string;
  chainId: number;
  selected: Traits;
  onAdd: (traitType: string, value: string) => void;
}) {
  const attributes = useUniqueAttributes(collectionRef, chainId);
  const groups = Object.entries(attributes.data?.data ?? {})
    .map(([type, values]) => [type, values.filter((v) => !selected[type]?.includes(v))] as const)
    .filter(([, values]) => values.length > 0);
  if (groups.length === 0) return null;
  return (
    <select
      aria-label="Filter by trait"
      value=""
      onChange={(event) => {
        const [type, value] = JSON.parse(event.target.value) as [string, string];
        onAdd(type, value);
      }}
      className="min-h-11 rounded-full border border-card-border bg-card px-4 text-sm text-fg sm:ml-auto"
    >
      <option value="" disabled>
        Add a trait…
      </option>
      {groups.map(([type, values]) => (
        <optgroup key={type} label={type}>
          {values.map((value) => (
            <option key={value} value={JSON.stringify([type, value])}>
              {value}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/**
 * The collection's activity (issue: "mints, listings, cancellations, offers, sales and transfers,
 * newest first, filterable by kind and trait, paged, live"): kind chips, the grid's trait filters,
 * a table of events and a pager. Default export: the page loads it when the Activity tab opens.
 */
export default function CollectionActivity({
  collectionRef,
  chainId,
  offsetKey,
  itemHref,
  chain,
}: CollectionActivityProps) {
  const query = useCollectionQuery(offsetKey);
  const [kinds, setKinds] = useState<CollectionActivityKind[]>([]);
  // The page belongs to one set of filters: other filters start from the first page.
  const filters = JSON.stringify([collectionRef, kinds, query.traits]);
  const [page, setPage] = useState({ filters, offset: 0 });
  const offset = page.filters === filters ? page.offset : 0;
  const activity = useCollectionActivity({ collectionRef, chainId, offset, kinds, traits: query.traits });
  const top = useRef<HTMLElement>(null);
  const headingId = useId();
  const filtered = kinds.length > 0 || Object.keys(query.traits).length > 0;
  const data = activity.data;

  function toggleKind(kind: CollectionActivityKind) {
    setKinds((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]));
  }

  function changePage(next: number) {
    setPage({ filters, offset: next });
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  return (
    <section
      ref={top}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl scroll-mt-[calc(var(--nav-height)+1rem)] px-4 py-8 sm:px-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="sr-only">
          Activity
        </h2>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Kinds of activity</legend>
          {kindChips.map(({ kind, label }) => {
            const on = kinds.includes(kind);
            return (
              <button
                key={kind}
                type="button"
                aria-pressed={on}
                onClick={() => toggleKind(kind)}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors ${
                  on ? 'border-gold bg-gold/15 text-gold' : 'border-card-border text-muted hover:text-fg'
                }`}
              >
                <KindIcon kind={kind} />
                {label}
              </button>
            );
          })}
        </fieldset>
        <TraitSelect
          collectionRef={collectionRef}
          chainId={chainId}
          selected={query.traits}
          onAdd={query.toggle}
        />
      </div>

      <div className="mt-4">
        <TraitChips traits={query.traits} onRemove={query.toggle} onReset={query.reset} />
      </div>

      <p className="mb-3 min-h-6 text-sm text-muted" aria-live="polite">
        {data ? (data.total === 1 ? '1 event' : `${formatNumber(data.total)} events`) : null}
      </p>

      <div className="overflow-hidden rounded-2xl border border-card-border bg-card/70">
        {activity.isPending ? (
          <CollectionActivitySkeleton />
        ) : activity.isError && !data ? (
          <ErrorState
            title="The activity could not load"
            onRetry={() => void activity.refetch()}
            retrying={activity.isFetching}
          />
        ) : data && data.items.length === 0 ? (
          <p className="p-6 text-center text-muted">
            {filtered ? 'No activity matches these filters.' : 'No activity yet.'}
          </p>
        ) : data ? (
          <table
            className={`block w-full text-sm md:table ${activity.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={activity.isPlaceholderData}
          >
            <caption className="sr-only">Activity of this collection, newest first</caption>
            <thead className="hidden md:table-header-group">
              <tr>
                {['Event', 'Item', 'Price', 'From', 'To'].map((label) => (
                  <th key={label} scope="col" className={head}>
                    {label}
                  </th>
                ))}
                <th scope="col" className={`${head} text-right`}>
                  Time
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {data.items.map((row) => (
                <CollectionActivityRow key={row.id} row={row} chain={chain} itemHref={itemHref} />
              ))}
            </tbody>
          </table>
        ) : null}
      </div>

      {data && (
        <Pager
          className="mt-6"
          label="Activity pages"
          offset={offset}
          limit={COLLECTION_ACTIVITY_PAGE_SIZE}
          total={data.total}
          onChange={changePage}
        />
      )}
    </section>
  );
}
