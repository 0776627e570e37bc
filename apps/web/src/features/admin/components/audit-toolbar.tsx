import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { type AuditSort, auditCsvUrl } from '../api/get-audit-log.ts';

type AuditToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  /** The search the table shows (the box's text, once it settles): the export matches it. */
  q: string;
  sort: AuditSort;
  onSort: (sort: AuditSort) => void;
};

/** Search, order and the CSV export of what the search matches. */
export function AuditToolbar({ search, onSearch, q, sort, onSort }: AuditToolbarProps) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchField
        label="Search by person, action or target"
        value={search}
        onChange={onSearch}
        className="md:max-w-md md:flex-1"
      />
      <div className="flex items-center gap-3">
        <label htmlFor={sortId} className="sr-only">
          Order
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value === 'oldest' ? 'oldest' : 'newest')}
          className="min-h-11 flex-1 rounded-full border border-card-border bg-card/80 px-4 text-sm text-fg hover:border-gold/50 md:flex-none"
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
        <a href={auditCsvUrl(q)} download className={buttonClasses('outline', 'shrink-0')}>
          Export CSV
        </a>
      </div>
    </div>
  );
}
