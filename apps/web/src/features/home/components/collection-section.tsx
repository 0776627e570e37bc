import type { PlatformMode } from '@guardians/shared/site-config';
import { Link } from 'react-router';
import { ItemCard, itemCardMediaClass } from '../../../components/ui/item-card/item-card.tsx';
import { ItemCardPrice } from '../../../components/ui/item-card/item-card-price.tsx';
import { ItemCardSkeletons } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDefaultCollection } from '../../../lib/api/get-default-collection.ts';
import { defaultCollectionItemHref } from '../../../lib/item-href.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { PREVIEW_SIZE, useCollectionPreview } from '../api/get-collection-preview.ts';
import { useCollectionSummary } from '../api/get-collection-summary.ts';
import { formatCount, formatPrice } from '../utils/format.ts';
import { SectionHeading, sectionLinkClass } from './section-heading.tsx';

const row =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6';
const cell = 'w-40 shrink-0 snap-start sm:w-auto';

/** The collection in brief: name, supply, owners and floor, a row of its items and the way in. */
export function CollectionSection({ mode }: { mode: PlatformMode }) {
  const { chainId } = useWallet();
  const collection = useDefaultCollection(chainId);
  const tokenAddress = collection.data ?? null;
  const summary = useCollectionSummary(tokenAddress, chainId);
  const preview = useCollectionPreview(tokenAddress, chainId);

  // No collection deployed yet: nothing to present.
  if (collection.isSuccess && tokenAddress === null) return null;
  const metadata = summary.data?.metadata;
  const exploreHref = mode === 'single' || !metadata ? '/explore' : `/collection/${metadata.slug}`;
  const itemHref = (tokenId: string) =>
    defaultCollectionItemHref(mode, { tokenAddress: tokenAddress ?? '', tokenId });
  const failed = collection.isError ? collection : summary.isError ? summary : null;
  const floor = metadata?.stats?.total;

  return (
    <section aria-labelledby="home-collection" className="flex flex-col gap-8">
      <SectionHeading
        id="home-collection"
        eyebrow="The collection"
        title={metadata ? metadata.name : <Skeleton className="inline-block h-[0.9em] w-48 align-middle" />}
        action={
          <Link to={exploreHref} className={sectionLinkClass}>
            Explore the collection <span aria-hidden="true">→</span>
          </Link>
        }
      >
        {metadata?.description ? <p className="line-clamp-3">{metadata.description}</p> : null}
      </SectionHeading>
      {failed ? (
        <SectionError what="collection" onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : (
        <dl className="grid grid-cols-3 divide-x divide-card-border rounded-2xl border border-card-border bg-card/60 backdrop-blur-sm">
          <Stat label="Supply" value={metadata ? formatCount(metadata.totalSupply ?? null) : null} />
          <Stat label="Owners" value={summary.data ? formatCount(summary.data.owners) : null} />
          <Stat
            label="Floor"
            value={floor ? formatPrice(floor.floor_price, floor.floor_price_symbol) : metadata ? '—' : null}
          />
        </dl>
      )}
      {preview.isError ? null : preview.isPending ? (
        <ItemCardSkeletons
          count={PREVIEW_SIZE}
          label="Loading items"
          className={row}
          cellClassName={cell}
          size="compact"
        />
      ) : preview.data.assets.length > 0 ? (
        <ul aria-label="Items of the collection" className={row}>
          {preview.data.assets.map((asset) => (
            <li key={asset.tokenId} className={cell}>
              <ItemCard
                size="compact"
                name={asset.name ?? `#${asset.tokenId}`}
                href={itemHref(asset.tokenId)}
                media={
                  <ItemPicture
                    src={asset.thumbnail ?? asset.image}
                    alt={asset.name ?? `#${asset.tokenId}`}
                    className={itemCardMediaClass}
                  />
                }
              >
                <ItemCardPrice
                  price={preview.data.prices?.find((price) => price.tokenId === asset.tokenId)}
                  fallback="Not for sale"
                />
              </ItemCard>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col items-center gap-1 px-2 py-4 sm:py-5">
      <dt className="text-xs font-semibold tracking-widest text-muted uppercase">{label}</dt>
      <dd className="text-lg font-bold whitespace-nowrap text-gold tabular-nums sm:text-2xl">
        {value ?? <Skeleton className="h-7 w-16" />}
      </dd>
    </div>
  );
}
