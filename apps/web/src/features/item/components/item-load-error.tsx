import { Button } from '../../../components/ui/button.tsx';

/** The item did not load (network, server): the page says so and offers a retry. */
export function ItemLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="mx-auto flex min-h-[50svh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-gold">This item could not load</h1>
      <p className="text-muted">It may be a network problem. Please try again.</p>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </section>
  );
}
