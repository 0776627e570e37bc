import { Link } from 'react-router';
import { ArrowLeftIcon } from './editorial-icons.tsx';

/** 'Back to Story' and the like: the way up from a detail page to its section. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-full pr-3 text-sm font-semibold text-gold hover:text-fg"
    >
      <ArrowLeftIcon />
      {label}
    </Link>
  );
}
