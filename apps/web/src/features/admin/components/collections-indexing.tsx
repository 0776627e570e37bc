import type { Indexing } from '@guardians/shared/catalogue';
import { formatNumber } from '../../../lib/format-number.ts';

/** Where the indexer is with a collection: waiting, "Indexing n / m", synced, or why it stopped. */
export function CollectionsIndexing({ indexing }: { indexing: Indexing }) {
  const indexed = indexing.tokensIndexed;
  const total = indexing.totalSupply === null ? null : Number(indexing.totalSupply);
  switch (indexing.status) {
    case 'synced':
      return (
        <p className="text-sm text-muted">
          <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-emerald-400" />
          Synced · {indexed === 1 ? '1 token' : `${formatNumber(indexed)} tokens`}
        </p>
      );
    case 'error':
      return (
        <p className="text-sm text-[#ff9b8a]">
          Indexing stopped: {indexing.error ?? 'the indexer gave no reason'}. It tries again by itself.
        </p>
      );
    case 'pending':
      return <p className="text-sm text-muted">Waiting for the indexer to start…</p>;
    case 'backfilling': {
      const label =
        total === null
          ? `Indexing ${formatNumber(indexed)} tokens so far`
          : `Indexing ${formatNumber(indexed)} / ${formatNumber(total)}`;
      return (
        <div className="flex max-w-sm flex-col gap-1">
          <p className="text-sm text-gold">{label}</p>
          {total !== null && total > 0 && (
            <progress
              value={Math.min(indexed, total)}
              max={total}
              aria-label={label}
              className="h-1.5 w-full accent-gold"
            />
          )}
        </div>
      );
    }
  }
}
