import { Skeleton } from '../../../components/ui/skeleton.tsx';

// Tiles of mixed widths at the row height, so the grid does not jump when the art arrives.
const widths = ['w-[22%]', 'w-[30%]', 'w-[18%]', 'w-[24%]', 'w-[28%]', 'w-[20%]', 'w-[26%]', 'w-[22%]'];

export function GallerySkeleton({ label = 'Loading the gallery' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-wrap gap-2.5">
      {widths.map((width, i) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          key={i}
          className={`h-[250px] grow rounded-xl sm:h-[220px] max-sm:w-full ${width}`}
        />
      ))}
    </div>
  );
}
