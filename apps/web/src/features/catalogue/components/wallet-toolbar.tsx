import type { ReactNode } from 'react';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { formatCount } from '../utils/format.ts';

type WalletToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  /** How many items the wallet holds (matching the search); undefined while loading. */
  count?: number | undefined;
  start?: ReactNode;
};

/**
 * Search 'Search by name or power', then the spec's decorative sort label and layout icons: they
 * do nothing, so they are hidden from assistive technology and take no focus.
 */
export function WalletToolbar({ search, onSearch, count, start }: WalletToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {start}
      <SearchField
        label="Search by name or power"
        value={search}
        onChange={onSearch}
        className="w-full sm:w-80"
      />
      {count !== undefined && (
        <p className="font-semibold text-fg" aria-live="polite">
          {formatCount(count)} {count === 1 ? 'item' : 'items'}
        </p>
      )}
      <div aria-hidden="true" className="ml-auto flex items-center gap-2 text-sm text-muted select-none">
        <span className="inline-flex min-h-11 items-center gap-2 rounded-full border border-card-border px-4">
          Sort: Token ID
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <span className="inline-flex size-11 items-center justify-center rounded-full border border-gold/50 text-gold">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
          </svg>
        </span>
        <span className="inline-flex size-11 items-center justify-center rounded-full border border-card-border">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            <path d="M4 5h16v3H4zM4 10.5h16v3H4zM4 16h16v3H4z" />
          </svg>
        </span>
      </div>
    </div>
  );
}
