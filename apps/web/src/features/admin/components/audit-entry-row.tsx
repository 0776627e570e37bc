import type { AuditEntry } from '@guardians/shared/admin';
import { Fragment, useId, useState } from 'react';
import { Person } from '../../../components/ui/person.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { actionLabel, stateText, targetParts } from '../utils/audit-format.ts';

const cell = 'px-3 py-3 align-top sm:px-4';
const wide = 'hidden md:table-cell';

function Target({ target }: { target: string | null }) {
  if (!target) return <span className="text-muted">The site</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 break-all">
      {targetParts(target).map((part) =>
        part.kind === 'account' ? (
          <Person key={part.key} account={part.account} avatar={false} />
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </span>
  );
}

function State({ title, value }: { title: string; value: unknown }) {
  const text = stateText(value);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wider text-muted uppercase">{title}</h3>
      {text ? (
        <pre className="max-h-80 overflow-auto rounded-xl border border-card-border bg-night/70 p-3 font-mono text-xs leading-relaxed text-fg">
          {text}
        </pre>
      ) : (
        <p className="rounded-xl border border-dashed border-card-border p-3 text-sm text-muted">Nothing</p>
      )}
    </div>
  );
}

/** One change: when, who, what, on what; its before and after states open below the row. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const label = actionLabel(entry.action);
  const action = (
    <span className="flex flex-col">
      {label && <span className="font-semibold text-fg">{label}</span>}
      <code className="font-mono text-xs text-gold">{entry.action}</code>
    </span>
  );
  return (
    <Fragment>
      <tr
        data-testid="audit-entry"
        className={`border-card-border/60 ${open ? '' : 'border-b last:border-b-0'}`}
      >
        <td className={`${cell} whitespace-nowrap text-muted`}>
          <time dateTime={entry.at}>{formatSpecDate(entry.at)}</time>
          <div className="mt-1.5 flex flex-col gap-1 whitespace-normal md:hidden">
            {action}
            <Person account={entry.actor} avatar={false} />
          </div>
        </td>
        <td className={`${cell} ${wide}`}>
          <Person account={entry.actor} />
        </td>
        <td className={`${cell} ${wide}`}>{action}</td>
        <td className={`${cell} ${wide}`}>
          <Target target={entry.target} />
        </td>
        <td className={`${cell} text-right`}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-fg hover:bg-white/10"
          >
            {open ? 'Hide' : 'Details'}
            <span className="sr-only">{` of ${entry.action} at ${formatSpecDate(entry.at)}`}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className="border-b border-card-border/60 bg-night/30 last:border-b-0">
          <td colSpan={5} className="px-3 pb-4 sm:px-4">
            <div className="flex flex-col gap-1 pb-3 text-sm md:hidden">
              <span className="text-muted">On</span>
              <Target target={entry.target} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <State title="Before" value={entry.before} />
              <State title="After" value={entry.after} />
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
