import { useSentinel } from '../../lib/use-sentinel.ts';
import { Button } from './button.tsx';
import { SectionError } from './section-error.tsx';

/** The parts of an infinite query the footer reads. */
type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type LoadMoreProps = {
  query: NextPages;
  /** Pages loaded so far: each arrival re-arms the sentinel. */
  pageCount: number;
  /** What the next page holds, for its error line ('more collectors'). */
  what: string;
  label?: string;
  /** Said under the last page. */
  end?: string;
  testId?: string;
  /** Off: only the button loads (a long list with more of the page under it). */
  auto?: boolean;
};

/**
 * The footer of a list loaded a page at a time: the next page loads when this footer is half
 * visible (spec 9), and its button does the same for anyone who does not scroll (or, with
 * `auto` off, for everyone).
 */
export function LoadMore({
  query,
  pageCount,
  what,
  label = 'Load more',
  end,
  testId,
  auto = true,
}: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const canLoad = hasNextPage && !isFetchingNextPage && !query.isError;
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage(), canLoad && auto, pageCount);
  return (
    <div ref={sentinel} data-testid={testId} className="flex min-h-16 items-center justify-center">
      {query.isFetchNextPageError ? (
        <SectionError what={what} onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {isFetchingNextPage ? 'Loading…' : label}
        </Button>
      ) : end ? (
        <p className="text-sm text-muted">{end}</p>
      ) : null}
    </div>
  );
}
