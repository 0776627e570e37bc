import { useId } from 'react';
import { TRADE_DURATIONS } from '../../../lib/trade-durations.ts';

export const fieldClass =
  'w-full rounded-xl border border-card-border bg-night/60 px-4 py-2.5 text-base text-fg placeholder:text-muted/70 ' +
  'transition-colors hover:border-gold/50 focus-visible:border-gold aria-invalid:border-red-400';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  inputMode: 'decimal' | 'numeric';
  /** Shown under the field in red, and the field marked invalid. */
  error: string | null;
  /** Shown under the field when there is no error (a USD value, a total). */
  note?: string | null;
};

/** A labelled text input with one line under it for its problem or a note, read out as it changes. */
export function OfferTextField({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
  error,
  note,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <input
        id={id}
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className={fieldClass}
      />
      <p id={`${id}-note`} aria-live="polite" className="min-h-5 text-sm">
        {error ? (
          <span className="text-[#ff9b8a]">{error}</span>
        ) : note ? (
          <span className="text-muted">{note}</span>
        ) : null}
      </p>
    </div>
  );
}

/** How long the offer runs, from the durations listings use. */
export function DurationField({ value, onChange }: { value: number; onChange: (seconds: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Duration
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`${fieldClass} min-h-11`}
      >
        {TRADE_DURATIONS.map((option) => (
          <option key={option.seconds} value={option.seconds}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
