import { messages } from '@guardians/shared/common';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

/** The spec's 'Not found' state: for searches with no result and, with its own body, unknown pages. */
export function NotFoundPanel({
  headingLevel = 1,
  body = messages.notFoundBody,
}: {
  headingLevel?: 1 | 2;
  body?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <Heading className="text-3xl font-bold text-gold sm:text-4xl">{messages.notFoundTitle}</Heading>
      <p className="text-muted">{body}</p>
      <Link to="/" className={buttonClasses('outline')}>
        Back to home
      </Link>
    </section>
  );
}
