import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { bannerHeight } from './profile-banner.tsx';
import { headerGrid, headerInfo } from './profile-header.tsx';

/** Same shape as ProfileHeader, so nothing moves when the profile arrives. */
export function ProfileHeaderSkeleton() {
  return (
    <section role="status" aria-label="Loading profile" className="relative">
      <Skeleton className={`w-full rounded-none ${bannerHeight}`} />
      <div className={headerGrid}>
        <Skeleton className="size-28 rounded-full border-4 border-bg [grid-area:avatar] sm:size-36 lg:size-40" />
        <div className={headerInfo}>
          <Skeleton className="h-9 w-56 sm:h-10" />
          <Skeleton className="h-5 w-full max-w-md" />
          <Skeleton className="h-11 w-36 rounded-full" />
        </div>
        <Skeleton className="size-24 rounded-2xl [grid-area:guardian] sm:size-36 lg:size-44" />
      </div>
    </section>
  );
}
