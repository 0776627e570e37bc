import { CERTIFIED_PAGE_SIZE, type CertifiedNft, certifiedMessages } from '@guardians/shared/certified';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCertifiedCount, useCertifiedNfts } from '../api/get-certified.ts';
import { QuestsEmpty } from './quests-empty.tsx';

function PrizeImage({ prize }: { prize: CertifiedNft }) {
  const [broken, setBroken] = useState(false);
  if (broken || !prize.image) {
    // Spec 8: an image that fails to load shows a placeholder.
    return (
      <span className="grid aspect-square place-items-center bg-night/60 text-muted">
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="7" y="9" width="34" height="30" rx="4" />
          <path d="m7 31 9-9 8 8 5-5 12 12M9 41 41 7" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={prize.image}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
    />
  );
}

function PrizeCard({ prize }: { prize: CertifiedNft }) {
  const body = (
    <>
      <span className="block overflow-hidden">
        <PrizeImage prize={prize} />
      </span>
      <span className="flex flex-col gap-1 p-3">
        <span className="truncate font-semibold text-fg">{prize.name}</span>
        {prize.description && <span className="line-clamp-2 text-xs text-muted">{prize.description}</span>}
      </span>
    </>
  );
  const classes =
    'group block overflow-hidden rounded-xl border border-card-border bg-card/80 transition-colors hover:border-gold/70';
  return (
    <li data-testid="certified-prize">
      {prize.href ? (
        <Link to={prize.href} className={classes}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}

/** Spec 3/9 certified NFT prizes: the minimal view, 8 on one page. */
export function CertifiedPrizes() {
  const prizes = useCertifiedNfts();
  const count = useCertifiedCount();
  if (prizes.isError) {
    return <SectionError what="prizes" onRetry={() => void prizes.refetch()} retrying={prizes.isFetching} />;
  }
  if (prizes.isPending) {
    return (
      <ul aria-label="Loading prizes" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: CERTIFIED_PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-xl border border-card-border">
            <Skeleton className="aspect-square w-full" />
            <span className="block p-3">
              <Skeleton className="h-4 w-3/4 rounded" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (prizes.data.length === 0) return <QuestsEmpty>{certifiedMessages.none}</QuestsEmpty>;
  const total = count.data ?? prizes.data.length;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Certified prizes" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {prizes.data.map((prize) => (
          <PrizeCard key={prize._id} prize={prize} />
        ))}
      </ul>
      {total > prizes.data.length && (
        <p className="text-sm text-muted">
          Showing {prizes.data.length} of {total} prizes.
        </p>
      )}
    </div>
  );
}
