import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { itemColumns, itemPage } from './item-layout.ts';
import { mediaFrame } from './media-frame.tsx';

/** Same shape as the item page, so nothing moves when the item arrives. */
export function ItemSkeleton() {
  return (
    <div role="status" aria-label="Loading item" className={itemPage}>
      <Skeleton className="h-11 w-48 rounded-full" />
      <div className={itemColumns}>
        <Skeleton className={`${mediaFrame} shadow-none`} />
        <div className="flex flex-col gap-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-8 w-40 rounded-full" />
          <div className="grid grid-cols-2 gap-4">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-20 w-full" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Skeleton key={key} className="h-20" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
