import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CollectionsTableRow } from './collections-table-row.tsx';

const headings = ['Rank', 'Collection', 'Floor Price', 'Volume', '1d %', '7d %', '30d %', 'Items', 'Owners'];
const numeric = 'px-4 py-3 text-right tabular-nums';

type CollectionsTableProps = {
  collections: CollectionMetadata[] | undefined;
  chainId: number;
  loading: boolean;
};

/** Spec 2/4 ranking table: rows in the API's order (market cap, descending). */
export function CollectionsTable({ collections, chainId, loading }: CollectionsTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/60">
      <table className="w-full min-w-[860px] border-collapse text-sm">
        <caption className="sr-only">Collections ranked by market cap</caption>
        <thead>
          <tr className="border-b border-card-border text-xs tracking-wider text-muted uppercase">
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={index < 2 ? 'px-4 py-3 text-left font-semibold' : `${numeric} font-semibold`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={loading}>
          {loading
            ? // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              Array.from({ length: 3 }, (_, i) => <SkeletonRow key={i} />)
            : collections?.map((collection, index) => (
                <CollectionsTableRow
                  key={collection.tokenAddress}
                  rank={index + 1}
                  collection={collection}
                  chainId={chainId}
                />
              ))}
        </tbody>
      </table>
    </div>
  );
}

function SkeletonRow() {
  return (
    <tr className="border-b border-card-border/60 last:border-b-0">
      <td className="px-4 py-3">
        <Skeleton className="h-5 w-6" />
      </td>
      <td className="px-4 py-3">
        <span className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-lg" />
          <Skeleton className="h-5 w-36" />
        </span>
      </td>
      {Array.from({ length: 7 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <td key={i} className="px-4 py-3">
          <Skeleton className="ml-auto h-5 w-14" />
        </td>
      ))}
    </tr>
  );
}
