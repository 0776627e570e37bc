import { TRAIT_VALUES_SHOWN, type TraitPrice } from '@guardians/shared/catalogue';
import { useId, useState } from 'react';
import { formatNumber } from '../../../lib/format-number.ts';
import { formatCount } from '../utils/format.ts';

type TraitGroupProps = {
  traitType: string;
  values: string[];
  counts: Record<string, number> | undefined;
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Value -> its floor and top offer, for the values that have either (decision 0091). */
  prices?: ReadonlyMap<string, TraitPrice> | undefined;
};

/** An ether amount at most 4 decimals long ("0.1", "1.2346"): the row is narrow. */
const amount = (ether: string) => formatNumber(Number(ether), { maximumFractionDigits: 4 });

/** What a screen reader hears after the count: "floor 0.1 ETH, top offer 0.08 WETH". */
function spokenPrices(price: TraitPrice): string {
  const parts: string[] = [];
  if (price.floor) parts.push(`floor ${amount(price.floor)} ETH`);
  if (price.topOffer) parts.push(`top offer ${amount(price.topOffer)} WETH`);
  return parts.join(', ');
}

/**
 * One trait type: a disclosure button, then at most 50 values as checkboxes with their counts, and
 * under a value's name its floor and top offer when it has either.
 */
export function TraitGroup({ traitType, values, counts, selected, onToggle, prices }: TraitGroupProps) {
  // Open from the start when something in it is selected, so the ticked box is in sight.
  const [open, setOpen] = useState(selected.length > 0);
  const id = useId();
  const shown = values.slice(0, TRAIT_VALUES_SHOWN);

  return (
    <section className="border-b border-card-border/70 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-values`}
          onClick={() => setOpen((on) => !on)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 py-2 text-left font-semibold text-fg hover:bg-white/5"
        >
          <span className="truncate">{traitType}</span>
          {selected.length > 0 && <span className="sr-only">, {selected.length} selected</span>}
          <span aria-hidden="true" className="flex items-center gap-2 text-sm font-normal text-muted">
            {selected.length > 0 ? (
              <span className="rounded-full bg-gold px-2 text-xs font-semibold text-night">
                {selected.length}
              </span>
            ) : (
              values.length
            )}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </button>
      </h3>
      <div id={`${id}-values`} hidden={!open} className="pb-3">
        <ul className="flex flex-col">
          {shown.map((value, index) => {
            const count = counts?.[value];
            const countId = `${id}-count-${index}`;
            const price = prices?.get(value);
            const spoken = price ? spokenPrices(price) : '';
            const pricesId = `${id}-prices-${index}`;
            const describedBy = [count === undefined ? '' : countId, spoken ? pricesId : '']
              .filter(Boolean)
              .join(' ');
            return (
              <li key={value}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-white/5">
                  <input
                    type="checkbox"
                    checked={selected.includes(value)}
                    onChange={() => onToggle(value)}
                    aria-describedby={describedBy || undefined}
                    className="size-4 shrink-0 accent-gold"
                  />
                  <span className="flex min-w-0 flex-1 flex-col py-1">
                    <span className="truncate text-sm text-fg">{value}</span>
                    {spoken && price && (
                      // Seen, not read: the box's description says it in words (pricesId, below).
                      <span
                        aria-hidden="true"
                        className="flex flex-wrap gap-x-2 text-xs leading-4 text-muted tabular-nums"
                      >
                        {price.floor && <span>Floor {amount(price.floor)}</span>}
                        {price.topOffer && <span>Offer {amount(price.topOffer)}</span>}
                      </span>
                    )}
                  </span>
                  {count !== undefined && (
                    // Hidden from the name (the box is named by the value alone) but read as its description.
                    <span id={countId} aria-hidden="true" className="text-xs text-muted tabular-nums">
                      {formatCount(count)}
                      <span className="sr-only"> items{spoken ? ',' : ''}</span>
                    </span>
                  )}
                </label>
                {spoken && (
                  <span id={pricesId} hidden>
                    {spoken}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {values.length > shown.length && (
          <p className="px-2 pt-1 text-xs text-muted">
            Showing {shown.length} of {values.length} values
          </p>
        )}
      </div>
    </section>
  );
}
