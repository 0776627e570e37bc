import { CERTIFIED_PAGE_SIZE, type CertifiedNft, certifiedMessages } from '@guardians/shared/certified';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ItemCard, itemCardMediaClass } from '../../../components/ui/item-card/item-card.tsx';
import { ItemCardSkeletons } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { ALL_PRIZES, useCertifiedNfts } from '../api/get-certified.ts';
import { QuestsEmpty } from './quests-empty.tsx';

function PrizeCard({ prize }: { prize: CertifiedNft }) {
  return (
    <li data-testid="certified-prize">
      <ItemCard
        name={prize.name}
        href={prize.href ?? undefined}
        media={<ItemPicture src={prize.image} alt={prize.name} className={itemCardMediaClass} />}
      >
        {prize.description && <p className="line-clamp-2 text-xs text-muted">{prize.description}</p>}
      </ItemCard>
    </li>
  );
}

/** Spec 3/9 certified NFT prizes: the minimal view, 8 on one page, and every prize on request. */
export function CertifiedPrizes() {
  const [showAll, setShowAll] = useState(false);
  const prizes = useCertifiedNfts(showAll ? ALL_PRIZES : CERTIFIED_PAGE_SIZE);
  if (prizes.isError) {
    return <SectionError what="prizes" onRetry={() => void prizes.refetch()} retrying={prizes.isFetching} />;
  }
  if (prizes.isPending) {
    return (
      <ItemCardSkeletons
        count={CERTIFIED_PAGE_SIZE}
        label="Loading prizes"
        className="grid grid-cols-2 gap-4 md:grid-cols-4"
        size="compact"
      />
    );
  }
  const { items, total } = prizes.data;
  if (items.length === 0) return <QuestsEmpty>{certifiedMessages.none}</QuestsEmpty>;
  const loadingAll = showAll && prizes.isPlaceholderData;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Certified prizes" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((prize) => (
          <PrizeCard key={prize._id} prize={prize} />
        ))}
      </ul>
      {total > items.length && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            Showing {items.length} of {total} prizes.
          </p>
          {!showAll || loadingAll ? (
            <Button
              variant="outline"
              onClick={() => setShowAll(true)}
              disabled={loadingAll}
              aria-busy={loadingAll}
            >
              {loadingAll ? 'Loading…' : `Show all ${total} prizes`}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
