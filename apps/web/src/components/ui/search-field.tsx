import { useId } from 'react';

type SearchFieldProps = {
  /** Shown as the placeholder and used as the accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A search box with a magnifier; the placeholder doubles as its (screen-reader) label. */
export function SearchField({ label, value, onChange, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        className="min-h-11 w-full rounded-full border border-card-border bg-card/80 py-2 pr-4 pl-11 text-fg placeholder:text-muted focus:border-gold/70"
      />
    </div>
  );
}
