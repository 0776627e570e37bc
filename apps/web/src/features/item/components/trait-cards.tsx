import type { NftDetail } from '@guardians/shared/catalogue';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { NftKey } from '../api/get-nft.ts';
import { type TraitRarity, useNftRarities } from '../api/get-nft-rarities.ts';
import { formatPercent } from '../utils/format-item.ts';

type TraitCardsProps = { nft: NftKey; attributes: NftDetail['attributes'] };

function rarityOf(rarities: TraitRarity[] | undefined, traitType: string, value: string) {
  return rarities?.find((r) => r.traitType === traitType && r.value === value);
}

/** The item's traits as cards: type, value, and the share of the collection that has the value. */
export function TraitCards({ nft, attributes }: TraitCardsProps) {
  const rarities = useNftRarities(nft);
  return (
    <section aria-labelledby="item-traits" className="flex flex-col gap-3">
      <h2 id="item-traits" className="text-lg font-bold text-fg">
        Traits
      </h2>
      {attributes.length === 0 ? (
        <p className="text-muted">This item has no traits.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {attributes.map(({ traitType, value }) => {
            const rarity = rarityOf(rarities.data, traitType, value);
            return (
              <li
                key={`${traitType}:${value}`}
                className="flex min-w-0 flex-col gap-1 rounded-xl border border-card-border bg-card/80 p-3 text-card-fg"
              >
                <span className="truncate text-xs font-semibold tracking-wider text-gold uppercase">
                  {traitType}
                </span>
                <span className="font-semibold break-words">{value}</span>
                {rarities.isPending ? (
                  <Skeleton className="h-4 w-20" />
                ) : rarity ? (
                  <span className="text-sm text-muted">
                    <span className="font-semibold text-fg">{formatPercent(rarity.percent)}</span> have this
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {rarities.isError && (
        <SectionError
          what="trait rarities"
          onRetry={() => rarities.refetch()}
          retrying={rarities.isFetching}
        />
      )}
    </section>
  );
}
