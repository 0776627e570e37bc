import { useId } from 'react';
import { formatSize } from '../utils/content-vault-form.ts';

type ContentFileFieldProps = {
  label: string;
  accept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint: string;
  error: string | undefined;
};

/** A labelled file input; the note under it names the chosen file, or what is wrong with it. */
export function ContentFileField({ label, accept, file, onChange, hint, error }: ContentFileFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className="block w-full min-w-0 text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-gold/70 file:bg-transparent file:px-4 file:text-sm file:font-semibold file:text-fg hover:file:bg-gold/10"
      />
      <p id={`${id}-note`} aria-live="polite" className="text-sm break-words">
        {error ? (
          <span className="text-[#ff9b8a]">{error}</span>
        ) : file ? (
          <span className="text-muted">
            {file.name} · {formatSize(file.size)}
          </span>
        ) : (
          <span className="text-muted">{hint}</span>
        )}
      </p>
    </div>
  );
}
