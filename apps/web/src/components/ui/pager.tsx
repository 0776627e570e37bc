import { hasNextPage, hasPrevPage, nextOffset, pageCount, pageNumber, prevOffset } from '../../lib/paging.ts';
import { Button } from './button.tsx';

type PagerProps = {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
  /** The navigation's name; a page with two pagers tells them apart by it. */
  label?: string;
  className?: string;
};

/** Offset paging (spec 4): Prev floors at 0, Next stops at the last page; nothing for a single page. */
export function Pager({ offset, limit, total, onChange, label = 'Pagination', className = '' }: PagerProps) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const page = { offset, limit, total };
  return (
    <nav aria-label={label} className={`flex items-center justify-center gap-3 ${className}`}>
      <Button variant="outline" disabled={!hasPrevPage(page)} onClick={() => onChange(prevOffset(page))}>
        <span aria-hidden="true">←</span> Prev
      </Button>
      <p className="min-w-28 text-center text-sm text-muted" aria-live="polite">
        Page {pageNumber(offset, limit)} of {pages}
      </p>
      <Button variant="outline" disabled={!hasNextPage(page)} onClick={() => onChange(nextOffset(page))}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
