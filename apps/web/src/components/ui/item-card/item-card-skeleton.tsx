import type { ItemCardSize } from './item-card.tsx';

type ItemCardSkeletonProps = {
  size?: ItemCardSize;
  /** Text lines under the name. */
  lines?: number;
  /** A button at the bottom, as on the contest's claim cards. */
  action?: boolean;
};

const lineWidths = ['w-1/3', 'w-1/2', 'w-full', 'w-5/6'];

/** An ItemCard's shape while it loads, so the grid does not jump when the cards arrive. */
export function ItemCardSkeleton({ size = 'regular', lines = 1, action = false }: ItemCardSkeletonProps) {
  const large = size === 'large';
  return (
    <div
      aria-hidden="true"
      className={`flex flex-col overflow-hidden border border-card-border ${large ? 'rounded-3xl bg-card/60' : 'rounded-2xl bg-card'}`}
    >
      <span className="skeleton block aspect-square rounded-none" />
      <div className={`flex flex-col gap-2 ${large ? 'p-5' : 'p-3'}`}>
        <span
          className={`skeleton block ${large ? 'h-7 w-1/2' : size === 'compact' ? 'h-4 w-3/4' : 'h-5 w-3/4'}`}
        />
        {lineWidths.slice(0, lines).map((width) => (
          <span key={width} className={`skeleton block h-4 ${width}`} />
        ))}
        {action && <span className="skeleton block h-11 w-full rounded-full" />}
      </div>
    </div>
  );
}

type ItemCardSkeletonsProps = ItemCardSkeletonProps & {
  count: number;
  /** Read out while the cards load ('Loading items'). */
  label: string;
  /** The grid or row the real cards use. */
  className: string;
  /** A wrapper class per card, for rows where each card has a set width. */
  cellClassName?: string;
};

/** A grid of card placeholders announced as one loading status. */
export function ItemCardSkeletons({
  count,
  label,
  className,
  cellClassName,
  ...card
}: ItemCardSkeletonsProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={cellClassName}>
          <ItemCardSkeleton {...card} />
        </div>
      ))}
    </div>
  );
}
