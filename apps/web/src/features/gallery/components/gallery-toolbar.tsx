import type { GallerySort } from '@guardians/shared/gallery';
import { useId } from 'react';
import { sortOptions } from '../utils/gallery-sort.ts';

type GalleryToolbarProps = {
  sortBy: GallerySort;
  onSort: (sort: GallerySort) => void;
  count: number | undefined;
  editView: boolean;
};

/** How many pieces there are, and the sort (spec 4 dropdown). */
export function GalleryToolbar({ sortBy, onSort, count, editView }: GalleryToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite" data-testid="gallery-count">
        {count === undefined ? (
          <span className="skeleton inline-block h-4 w-24 rounded align-middle" aria-hidden="true" />
        ) : (
          <>
            <span className="font-semibold text-fg tabular-nums">{count}</span>{' '}
            {count === 1 ? 'piece' : 'pieces'}
            {editView ? ', hidden ones included' : ''}
          </>
        )}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm text-muted">
          Sort by
        </label>
        <select
          id={id}
          value={sortBy}
          onChange={(event) => onSort(event.target.value as GallerySort)}
          className="min-h-11 rounded-full border border-card-border bg-card px-4 pr-8 text-sm font-semibold text-fg hover:border-gold/60"
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
