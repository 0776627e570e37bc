import type { CollectionMetadata } from '@guardians/shared/catalogue';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatAmount, formatCount, formatCountText } from '../utils/format.ts';
import { CollectionAddress } from './collection-address.tsx';
import { IndexingStatus } from './indexing-status.tsx';

const bannerHeight = 'h-[180px] sm:h-[260px] lg:h-[300px]';

type CollectionBannerProps = {
  collection: CollectionMetadata;
  /** From stats, else from the owners lookup; undefined while that loads. */
  owners: number | null | undefined;
  /** Buttons under the name, composed by the page. */
  actions?: ReactNode;
};

/** Spec 2 collection banner: art, name, description and the stats strip. */
export function CollectionBanner({ collection, owners, actions }: CollectionBannerProps) {
  const banner = assetUrl(collection.bannerImage ?? collection.image);
  const image = assetUrl(collection.image);
  const total = collection.stats?.total;
  const symbol = total?.floor_price_symbol ?? 'ETH';
  const items = collection.totalSupply ?? collection.indexing.totalSupply;

  return (
    <section aria-labelledby="collection-title" className="relative">
      <div
        className={`relative w-full overflow-hidden bg-linear-to-b from-[#1d1650] to-bg [mask-image:linear-gradient(to_bottom,black_55%,transparent)] ${bannerHeight}`}
      >
        {banner && (
          // The page's largest paint: fetched first (the server also preloads it with the HTML).
          <img
            src={banner}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover opacity-80"
          />
        )}
      </div>
      <div className="relative mx-auto -mt-16 flex max-w-7xl flex-col gap-5 px-4 sm:-mt-20 sm:px-6">
        <div className="flex items-end gap-4">
          {image ? (
            <img
              src={image}
              alt=""
              width={128}
              height={128}
              className="size-24 shrink-0 rounded-2xl border-4 border-bg bg-card object-cover shadow-xl shadow-black/50 sm:size-32"
            />
          ) : (
            <div
              aria-hidden="true"
              className="size-24 shrink-0 rounded-2xl border-4 border-bg bg-card sm:size-32"
            />
          )}
          <div className="flex min-w-0 flex-col gap-2 pb-1">
            <h1 id="collection-title" className="text-3xl font-bold break-words text-fg sm:text-4xl">
              {collection.name}
            </h1>
            {collection.indexing.status !== 'synced' && <IndexingStatus indexing={collection.indexing} />}
            {actions}
          </div>
        </div>
        {collection.description && <p className="max-w-3xl text-muted">{collection.description}</p>}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          <Stat label="Floor Price">{formatAmount(total?.floor_price, symbol)}</Stat>
          <Stat label="Top Offer">{formatTopOffer(total?.top_offer)}</Stat>
          <Stat label="Volume">{formatAmount(total?.volume, symbol)}</Stat>
          <Stat label="Items">{formatCountText(items)}</Stat>
          <Stat label="Owners">
            {owners === undefined ? (
              <Skeleton className="h-6 w-12" />
            ) : owners === null ? (
              '—'
            ) : (
              formatCount(owners)
            )}
          </Stat>
          <Stat label="Blockchain">{collection.chain.name}</Stat>
          <Stat label="Address">
            <CollectionAddress address={collection.tokenAddress} chain={collection.chain} />
          </Stat>
        </dl>
      </div>
    </section>
  );
}

/**
 * The best funded collection offer, in WETH (offers are paid in it): a dash when there is none, or
 * when the server could not read the offerers' funds in time.
 */
function formatTopOffer(topOffer: string | null | undefined): string {
  return topOffer ? formatAmount(Number(topOffer), 'WETH') : '—';
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-card-border bg-card/70 px-3 py-3 sm:px-4">
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="truncate text-lg font-semibold text-fg">{children}</dd>
    </div>
  );
}

/** Same shape as the banner, so nothing moves when the collection arrives. */
export function CollectionBannerSkeleton() {
  return (
    <section role="status" aria-label="Loading collection" className="relative">
      <Skeleton className={`w-full rounded-none ${bannerHeight}`} />
      <div className="relative mx-auto -mt-16 flex max-w-7xl flex-col gap-5 px-4 sm:-mt-20 sm:px-6">
        <div className="flex items-end gap-4">
          <Skeleton className="size-24 rounded-2xl border-4 border-bg sm:size-32" />
          <Skeleton className="mb-1 h-9 w-56" />
        </div>
        <Skeleton className="h-5 w-full max-w-2xl" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-[4.5rem] rounded-xl" />
          ))}
        </div>
      </div>
    </section>
  );
}
