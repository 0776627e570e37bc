import type { OdysseyItem } from '@guardians/shared/editorial';
import { LockIcon } from './editorial-icons.tsx';

/** How far the journey has come: every stage in order, open ones lit, locked ones waiting. */
export function OdysseyProgress({ stages }: { stages: OdysseyItem[] }) {
  const open = stages.filter((stage) => stage.isOpened).length;
  return (
    <div className="flex max-w-3xl flex-col gap-3 pt-4">
      <p className="text-sm font-semibold text-fg">
        {open} of {stages.length} stages open
      </p>
      <ol aria-label="Journey progress" className="grid grid-cols-4 gap-2">
        {stages.map((stage, index) => (
          <li key={stage.id} className="flex flex-col gap-2">
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${stage.isOpened ? 'bg-linear-to-r from-koi to-gold' : 'bg-fg/15'}`}
            />
            <span
              className={`flex items-center gap-1 text-xs sm:text-sm ${stage.isOpened ? 'text-fg' : 'text-muted'}`}
            >
              {!stage.isOpened && <LockIcon className="size-3 shrink-0" />}
              <span className="sr-only">{`Stage ${index + 1}: `}</span>
              <span className="truncate">{stage.title}</span>
              <span className="sr-only">{stage.isOpened ? ' (open)' : ' (locked)'}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
