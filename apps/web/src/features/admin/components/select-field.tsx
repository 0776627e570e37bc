import { useId } from 'react';

type SelectOption<T extends string> = { value: T; label: string };

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** A toolbar's filter: the label is read out, not shown (the options say what it is). */
  hideLabel?: boolean;
  /** A note under a form's select (announced when it changes). */
  hint?: string;
  /** What to fix, in place of the hint (the select is marked invalid). */
  error?: string | null;
  className?: string;
};

const toolbarClasses =
  'min-h-11 w-full rounded-full border border-card-border bg-card/80 px-4 text-sm text-fg hover:border-gold/50';
const formClasses =
  'min-h-11 w-full rounded-xl border border-card-border bg-night/60 px-4 py-2.5 text-base text-fg ' +
  'transition-colors hover:border-gold/50 focus-visible:border-gold aria-invalid:border-red-400';

/** A labelled select that only ever hands back one of its options' values. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  hint,
  error,
  className = '',
}: SelectFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-fg'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={hint || error ? hintId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className={hideLabel ? toolbarClasses : formClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {(hint || error) && (
        <p id={hintId} aria-live="polite" className="text-sm text-muted">
          {error ? <span className="text-[#ff9b8a]">{error}</span> : hint}
        </p>
      )}
    </div>
  );
}
