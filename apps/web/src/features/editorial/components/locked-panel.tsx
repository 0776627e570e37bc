import { editorialMessages } from '@guardians/shared/editorial';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LockIcon } from './editorial-icons.tsx';

/** A Story chapter or Odyssey stage that exists but has not opened yet (the API's 403). */
export function LockedPanel({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full border border-gold/50 bg-card text-gold">
        <LockIcon className="size-7" />
      </span>
      <h1 className="text-3xl font-bold text-gold">{editorialMessages.locked}</h1>
      <p className="text-muted">It opens as the community reaches it. Come back soon.</p>
      <Link to={backTo} className={buttonClasses('outline')}>
        {backLabel}
      </Link>
    </section>
  );
}
