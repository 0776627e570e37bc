import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';

type ConsoleDoorProps = {
  title: string;
  children: ReactNode;
  /** The one step that opens the door (connect, sign); none when nothing can be done here. */
  action?: { label: string; onClick: () => void } | undefined;
};

/** What stands in for the console when it stays closed: why, and the step that opens it. */
export function ConsoleDoor({ title, children, action }: ConsoleDoorProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto my-6 flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-gold/40 bg-card/80 px-6 py-10 text-center sm:my-12"
    >
      <span className="grid size-12 place-items-center rounded-full bg-gold/15 text-gold">
        <LockIcon className="size-6" />
      </span>
      <p className="text-xs font-semibold tracking-widest text-gold uppercase">Operator console</p>
      <h1 id={titleId} className="text-2xl font-bold text-fg sm:text-3xl">
        {title}
      </h1>
      <p className="text-muted">{children}</p>
      {action ? (
        <Button onClick={action.onClick}>{action.label}</Button>
      ) : (
        <Link to="/" className={buttonClasses('outline')}>
          Back to home
        </Link>
      )}
    </section>
  );
}
