import { AUDIT_PAGE_SIZE } from '@guardians/shared/admin';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useAuditParams } from '../hooks/use-audit-params.ts';
import { sectionById } from '../utils/console-sections.ts';
import { refusalOf } from '../utils/refusal.ts';
import { AuditTable } from './audit-table.tsx';
import { AuditToolbar } from './audit-toolbar.tsx';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';

/** Typing settles before the log is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/audit: every change made in the console, paged, searchable, exportable. */
export function AuditPage({ viewer }: { viewer: ConsoleViewer }) {
  const params = useAuditParams();
  const { q, sort, offset, setSearch } = params;
  const [search, setSearchText] = useState(q);
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== q) setSearch(settled);
  }, [settled, q, setSearch]);
  const log = useAuditLog({ q, sort, offset });
  const refusal = refusalOf(log.error);
  if (refusal)
    return <NotAllowedPanel section={sectionById.audit} roles={viewer.status.roles} message={refusal} />;

  const total = log.data?.total ?? 0;
  return (
    <>
      <ConsoleHeader title="Audit log">
        Every change made in the console, with who made it, when, and the state before and after. It cannot be
        edited.
      </ConsoleHeader>
      <AuditToolbar search={search} onSearch={setSearchText} q={q} sort={sort} onSort={params.setSort} />
      {log.data ? (
        log.data.items.length > 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? '1 change' : `${formatCompactNumber(total)} changes`}
              {q && ` matching “${q}”`}
            </p>
            <AuditTable entries={log.data.items} busy={log.isPlaceholderData} />
            <Pager
              offset={offset}
              limit={AUDIT_PAGE_SIZE}
              total={total}
              onChange={params.setOffset}
              label="Audit log pages"
            />
          </div>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {q ? `No change matches “${q}”.` : 'No change has been made in the console yet.'}
          </p>
        )
      ) : log.isError ? (
        <ErrorState
          title="The audit log could not load"
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the audit log" rows={8} />
      )}
    </>
  );
}
