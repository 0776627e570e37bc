import type { ViewerStatus } from '../utils/viewer-status.ts';

const messages = {
  loading: 'Loading 3D model…',
  unavailable: '3D preview unavailable',
  failed: 'The 3D model could not load',
} as const;

// Only classes the site already uses elsewhere: the one stylesheet every page loads stays as it is.
const pill =
  'inline-flex items-center gap-1.5 rounded-full border border-gold/60 bg-night/80 px-3 py-1 text-xs font-semibold text-fg backdrop-blur';

/** The viewer's state over the poster: load progress, or why there is no 3D preview. */
export function ModelViewerStatus({ status }: { status: ViewerStatus }) {
  if (status.state === 'ready') return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center p-3">
      {status.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={messages.loading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={status.progress ?? undefined}
          className={pill}
        >
          <span
            aria-hidden="true"
            className="size-4 motion-safe:animate-spin rounded-full border-2 border-gold border-t-transparent"
          />
          {status.progress === null ? messages.loading : `${messages.loading} ${status.progress} %`}
        </div>
      ) : (
        <p role="status" className={pill}>
          {messages[status.state]}
        </p>
      )}
    </div>
  );
}
