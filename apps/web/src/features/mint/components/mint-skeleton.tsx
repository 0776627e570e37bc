import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { mintArt, mintColumns, mintPage } from './mint-layout.ts';

/** The mint page's shape while the collection and its sale load. */
export function MintSkeleton() {
  return (
    <div role="status" aria-label="Loading the sale" className={mintPage}>
      <div className={mintColumns}>
        <Skeleton className={`${mintArt} shadow-none`} />
        <div className="flex flex-col gap-5">
          <Skeleton className="h-7 w-28 rounded-full" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-12 w-48" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-48 rounded-full" />
          <Skeleton className="h-12 w-full rounded-full" />
        </div>
      </div>
    </div>
  );
}
