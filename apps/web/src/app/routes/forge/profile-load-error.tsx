import { Button } from '../../../components/ui/button.tsx';

/** The profile did not load: the page keeps its shape (banner space) and offers a retry. */
export function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center gap-4 px-6 pt-nav text-center">
      <h1 className="text-3xl font-bold text-gold">This profile could not load</h1>
      <p className="text-muted">It may be a network problem. Please try again.</p>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </section>
  );
}
