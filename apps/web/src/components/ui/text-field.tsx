import { type ReactNode, useId } from 'react';

const fieldClasses =
  'w-full rounded-xl border border-card-border bg-night/60 px-4 py-2.5 text-base text-fg placeholder:text-muted/70 ' +
  'transition-colors hover:border-gold/50 focus-visible:border-gold aria-invalid:border-red-400';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'url' | 'number' | 'datetime-local';
  /** For `number`: the smallest step (coins: 0.01). */
  step?: string;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  /** A note under the field (announced politely when it changes). */
  hint?: ReactNode;
  /** Keep a line for the note even when empty, so the form does not jump when it appears. */
  reserveNote?: boolean;
  error?: string | null;
};

/** A labelled input or textarea; the hint and the error are tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  multiline,
  hint,
  error,
  reserveNote,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const common = {
    id,
    value,
    'aria-describedby': noteId,
    'aria-invalid': error ? true : undefined,
    className: fieldClasses,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} {...rest} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
      <p id={noteId} aria-live="polite" className={`text-sm ${reserveNote ? 'min-h-5' : ''}`}>
        {error ? <span className="text-[#ff9b8a]">{error}</span> : hint}
      </p>
    </div>
  );
}
