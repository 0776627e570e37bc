import { Button } from './button.tsx';

/** One region of the page failed: says which, and retries just that region. */
export function SectionError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-koi/50 bg-koi/10 px-4 py-3"
    >
      <p className="text-sm text-fg">{`The ${what} could not load.`}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </div>
  );
}
