import { Skeleton } from '../../components/ui/skeleton.tsx';

/**
 * Shown in <main> while a lazily loaded route module arrives. As tall as the viewport so the
 * footer stays below the fold and nothing visible shifts when the page replaces it.
 */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading page"
      className="mx-auto flex min-h-svh max-w-5xl flex-col gap-6 px-6 pt-nav"
    >
      <Skeleton className="mt-24 h-12 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
    </div>
  );
}
