import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The shape of a detail page (title, date, picture, paragraphs) while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-5">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="aspect-video w-full rounded-2xl" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
