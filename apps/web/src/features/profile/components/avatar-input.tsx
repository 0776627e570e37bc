import { useId } from 'react';

type AvatarInputProps = {
  onChange: (file: File | null) => void;
  error?: string | null;
};

/**
 * One file; any type may be picked (spec 5): the server reads the bytes and says no, with a
 * reason shown here, to anything that is not a picture it can re-encode.
 */
export function AvatarInput({ onChange, error }: AvatarInputProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="flex w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Avatar
      </label>
      <input
        id={id}
        type="file"
        aria-describedby={noteId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="w-full min-w-0 rounded-xl text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-gold/70 file:bg-transparent file:px-4 file:font-semibold file:text-fg hover:file:bg-gold/10"
      />
      <p id={noteId} aria-live="polite" className="text-xs">
        {error ? (
          <span className="text-[#ff9b8a]">{error}</span>
        ) : (
          <span className="text-muted">PNG, JPEG, WebP, GIF or AVIF. Shown round, up to 512 px.</span>
        )}
      </p>
    </div>
  );
}
