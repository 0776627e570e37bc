import { formatNumber } from '../../../lib/format-number.ts';

/** Minted / max supply as a bar with its numbers spelled out (the bar alone says nothing to a reader). */
export function SupplyProgress({ minted, max }: { minted: number; max: number }) {
  const percent = max > 0 ? Math.min(100, (minted / max) * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-sm">
        <span className="text-muted">Minted</span>
        <span className="font-semibold tabular-nums">
          {formatNumber(minted)} / {formatNumber(max)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Minted so far"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={minted}
        aria-valuetext={`${formatNumber(minted)} of ${formatNumber(max)} minted`}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
