import { Button } from '../../../components/ui/button.tsx';

/** A part of the page that failed to load; the rest stays usable. */
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
      className="flex flex-col items-center gap-3 rounded-2xl border border-card-border px-6 py-8 text-center"
    >
      <p className="font-semibold text-fg">Could not load {what}.</p>
      <p className="text-sm text-muted">It may be a network problem. Please try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </div>
  );
}
