import type { CollectionSort } from '@guardians/shared/catalogue';
import { useId } from 'react';

// Listed items lead the price orders; the default comes first in the list.
const sortLabels: Record<CollectionSort, string> = {
  price_asc: 'Listed first, price low to high',
  price_desc: 'Listed first, price high to low',
  token_id: 'Token ID',
};

type SortSelectProps = {
  value: CollectionSort;
  onChange: (value: CollectionSort) => void;
  className?: string;
};

/** 'Sort by' for the collection toolbar: a native select (keyboard and screen readers for free). */
export function SortSelect({ value, onChange, className = '' }: SortSelectProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-muted">
        Sort by
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as CollectionSort)}
          className="min-h-11 w-full appearance-none rounded-full border border-card-border bg-card/80 py-2 pr-10 pl-4 text-sm text-fg focus:border-gold/70"
        >
          {Object.entries(sortLabels).map(([order, label]) => (
            <option key={order} value={order}>
              {label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </div>
  );
}
