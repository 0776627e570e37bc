import { Button } from '../../../components/ui/button.tsx';
import { hasNextPage, hasPrevPage, nextOffset, pageCount, pageNumber, prevOffset } from '../utils/paging.ts';

type PagerProps = { offset: number; limit: number; total: number; onChange: (offset: number) => void };

/** Offset paging (spec 4): Prev floors at 0, Next stops at the last page. */
export function Pager({ offset, limit, total, onChange }: PagerProps) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const page = { offset, limit, total };
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
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
