import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import type { NftKey } from '../api/get-nft.ts';
import { useNftRarity } from '../api/get-nft-rarity.ts';
import { useLogError } from '../hooks/use-log-error.ts';

/** 'Rank n / total' (1 = rarest); quietly absent when the rank cannot be computed. */
export function RarityRank({ nft }: { nft: NftKey }) {
  const rarity = useNftRarity(nft);
  useLogError('Rarity rank', rarity.error);
  if (rarity.isPending) return <Skeleton className="h-8 w-32 rounded-full" />;
  if (rarity.isError) return null;
  const { rank, total } = rarity.data;
  return (
    <span
      className="inline-flex h-8 items-center gap-1.5 rounded-full border border-gold/50 bg-gold/10 px-3 text-sm font-semibold text-gold"
      title="Rarity rank in the collection (1 is the rarest)"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" />
      </svg>
      {`Rank ${formatNumber(rank)} / ${formatNumber(total)}`}
    </span>
  );
}
