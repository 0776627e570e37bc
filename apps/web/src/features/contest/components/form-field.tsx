import { type ReactNode, useId } from 'react';

type FormFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
};

/** A label, the control, a hint and an inline error, wired together for assistive technology. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-fg">
        {label}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClasses =
  'min-h-11 w-full rounded-xl border border-card-border bg-night/60 px-4 py-2 text-fg placeholder:text-muted/70 ' +
  'focus-visible:border-gold aria-invalid:border-red-400/80 disabled:opacity-60';
