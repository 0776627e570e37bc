import type { Traits } from '@guardians/shared/catalogue';
import type { UniqueAttributes } from '../../../lib/api/get-unique-attributes.ts';
import type { TraitPriceIndex } from '../api/get-trait-prices.ts';
import { TraitGroup } from './trait-group.tsx';

type TraitSidebarProps = {
  attributes: UniqueAttributes | undefined;
  loading: boolean;
  selected: Traits;
  onToggle: (traitType: string, value: string) => void;
  headingId: string;
  /** Each value's floor and top offer, when loaded. */
  prices?: TraitPriceIndex | undefined;
};

/** The trait panel: every trait type of the collection as a collapsible group of checkboxes. */
export function TraitSidebar({
  attributes,
  loading,
  selected,
  onToggle,
  headingId,
  prices,
}: TraitSidebarProps) {
  const types = Object.entries(attributes?.data ?? {});
  return (
    <div className="flex flex-col gap-2">
      <h2 id={headingId} className="px-2 text-sm font-semibold tracking-widest text-gold uppercase">
        Traits
      </h2>
      {loading ? (
        <div role="status" aria-label="Loading traits" className="flex flex-col gap-3 px-2 pt-1">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={i} className="skeleton block h-8" />
          ))}
        </div>
      ) : types.length === 0 ? (
        <p className="px-2 text-sm text-muted">This collection has no traits to filter by.</p>
      ) : (
        <div className="flex flex-col">
          {types.map(([traitType, values]) => (
            <TraitGroup
              key={traitType}
              traitType={traitType}
              values={values}
              counts={attributes?.counts[traitType]}
              selected={selected[traitType] ?? []}
              onToggle={(value) => onToggle(traitType, value)}
              prices={prices?.get(traitType)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
