import { Button } from './button.tsx';

type ErrorStateProps = {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  body?: string;
  headingLevel?: 1 | 2;
  className?: string;
};

/** A region that failed to load: says so plainly and offers a retry, keeping the page usable. */
export function ErrorState({
  title,
  onRetry,
  retrying = false,
  body = 'It may be a network problem. Please try again.',
  headingLevel = 2,
  className = '',
}: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      role="alert"
      className={`mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center ${className}`}
    >
      <Heading className="text-2xl font-bold text-gold">{title}</Heading>
      <p className="text-muted">{body}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </section>
  );
}
