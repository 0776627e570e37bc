import type { AuditEntry } from '@guardians/shared/admin';
import { AuditEntryRow } from './audit-entry-row.tsx';

const head = 'px-3 py-3 font-semibold sm:px-4';
const wide = 'hidden md:table-cell';

/** A page of the log; phones keep the time and the details button, the rest folds under the time. */
export function AuditTable({ entries, busy }: { entries: readonly AuditEntry[]; busy: boolean }) {
  return (
    <div
      className={`overflow-x-auto rounded-2xl border border-card-border bg-card/70 transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Console changes</caption>
        <thead className="text-xs tracking-wider text-muted uppercase">
          <tr className="border-b border-card-border">
            <th scope="col" className={head}>
              <span className="md:hidden">Change</span>
              <span className="hidden md:inline">When</span>
            </th>
            <th scope="col" className={`${head} ${wide}`}>
              Who
            </th>
            <th scope="col" className={`${head} ${wide}`}>
              Action
            </th>
            <th scope="col" className={`${head} ${wide}`}>
              Target
            </th>
            <th scope="col" className={`${head} text-right`}>
              <span className="sr-only">Before and after</span>
            </th>
          </tr>
        </thead>
        <tbody aria-busy={busy}>
          {entries.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
