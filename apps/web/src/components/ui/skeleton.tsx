type SkeletonProps = { className?: string };

/** A shimmering block of the same shape as what is loading, so nothing shifts when it arrives. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <span aria-hidden="true" className={`skeleton block ${className}`} />;
}
