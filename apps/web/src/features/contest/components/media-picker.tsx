import { type DragEvent, useId, useState } from 'react';
import type { PickedMedia } from '../hooks/use-media-pick.ts';
import { formatBytes } from '../utils/media-checks.ts';

type MediaPickerProps = {
  picked: PickedMedia | null;
  reading: boolean;
  error: string | undefined;
  disabled: boolean;
  /** Bumped to empty the native input after a reset. */
  inputKey: number;
  onPick: (file: File | null) => void;
};

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,video/mp4';

/** A file input that is also a drop zone, with a preview of the picked picture or video. */
export function MediaPicker({ picked, reading, error, disabled, inputKey, onPick }: MediaPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    onPick(event.dataTransfer.files[0] ?? null);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold text-fg">
        Your art <span className="text-koi">*</span>
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard and screen-reader path */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={`flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-5 text-center transition-colors ${
          over ? 'border-gold bg-gold/10' : error ? 'border-red-400/80' : 'border-card-border'
        }`}
      >
        {picked ? (
          picked.kind === 'image' ? (
            <img
              src={picked.previewUrl}
              alt="Preview of your art"
              className="max-h-64 max-w-full rounded-lg object-contain"
            />
          ) : (
            <video src={picked.previewUrl} controls muted className="max-h-64 max-w-full rounded-lg" />
          )
        ) : (
          <p className="text-muted">Drop a picture or video here, or choose a file.</p>
        )}
        {picked && (
          <p className="text-sm text-muted">
            {picked.file.name} · {formatBytes(picked.file.size)}
            {picked.duration !== null && ` · ${Math.round(picked.duration)} s`}
          </p>
        )}
        {reading && (
          <p role="status" className="text-sm text-muted">
            Reading the video…
          </p>
        )}
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onPick(event.currentTarget.files?.[0] ?? null)}
          className="max-w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-gold/70 file:bg-transparent file:px-4 file:font-semibold file:text-fg hover:file:bg-gold/10"
        />
      </div>
      <p id={hintId} className="text-sm text-muted">
        PNG, JPEG, WebP or GIF up to 15 MB, or an MP4 video up to 50 MB and 140 seconds.
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
