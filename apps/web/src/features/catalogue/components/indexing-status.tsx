import type { Indexing } from '@guardians/shared/catalogue';

/** A collection still being read from the chain: "indexing n / m", refreshed as it moves. */
export function IndexingStatus({ indexing }: { indexing: Indexing }) {
  const failed = indexing.status === 'error';
  return (
    <p
      role="status"
      className={`inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1 text-sm ${failed ? 'border-red-400/60 text-red-300' : 'border-gold/50 text-gold'}`}
    >
      {!failed && (
        <span aria-hidden="true" className="size-2 rounded-full bg-gold motion-safe:animate-pulse" />
      )}
      {failed ? 'indexing paused' : 'indexing'} {indexing.tokensIndexed} / {indexing.totalSupply ?? '?'}
    </p>
  );
}
