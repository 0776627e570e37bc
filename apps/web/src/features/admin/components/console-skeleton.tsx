import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The console's shape while the caller's roles load: the nav and a page of blocks. */
export function ConsoleSkeleton() {
  return (
    <div role="status" aria-label="Loading the console" className="flex flex-col gap-6 lg:flex-row lg:gap-10">
      <div className="flex gap-2 lg:w-56 lg:flex-col">
        <Skeleton className="h-11 w-28 rounded-full lg:w-full lg:rounded-xl" />
        <Skeleton className="h-11 w-20 rounded-full lg:w-full lg:rounded-xl" />
        <Skeleton className="h-11 w-24 rounded-full lg:w-full lg:rounded-xl" />
      </div>
      <div className="flex flex-1 flex-col gap-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-5 w-full max-w-xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** Placeholder rows of a console table, as tall as the real ones. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex flex-col gap-2 rounded-2xl border border-card-border bg-card/70 p-4"
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-11 w-full" />
      ))}
    </div>
  );
}
