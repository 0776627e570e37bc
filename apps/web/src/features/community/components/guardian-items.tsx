import type { Asset, Price } from '@guardians/shared/catalogue';
import type { Guardian } from '@guardians/shared/community';
import type { PlatformMode } from '@guardians/shared/site-config';
import { Link } from 'react-router';
import { ItemCard, itemCardMediaClass } from '../../../components/ui/item-card/item-card.tsx';
import { ItemCardPrice } from '../../../components/ui/item-card/item-card-price.tsx';
import { ItemCardSkeletons } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useDefaultCollection } from '../../../lib/api/get-default-collection.ts';
import { defaultCollectionItemHref } from '../../../lib/item-href.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { GUARDIAN_ITEMS_SHOWN, useGuardianItems } from '../api/get-guardian-items.ts';
import { guardianCollectionHref } from '../utils/guardian-links.ts';

const grid = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';

/** "Guardians of {name}": the default collection's items whose Body trait is this Guardian. */
export function GuardianItems({ guardian, mode }: { guardian: Guardian; mode: PlatformMode }) {
  const { chainId } = useWallet();
  const collection = useDefaultCollection(chainId);
  const tokenAddress = collection.data ?? null;
  const items = useGuardianItems(
    tokenAddress ? { tokenAddress, chainId, guardianName: guardian.name } : null,
  );
  const failed = collection.isError ? collection : items.isError ? items : null;
  const loading = collection.isPending || (tokenAddress !== null && items.isPending);
  const page = items.data;

  return (
    <section aria-labelledby="guardian-items-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="guardian-items-title" className="text-3xl font-bold text-fg">
            Guardians of {guardian.name}
          </h2>
          <p className="mt-1 text-muted">
            {page
              ? `${page.total} ${page.total === 1 ? 'piece' : 'pieces'} of the collection stand with ${guardian.name}.`
              : `The pieces of the collection that stand with ${guardian.name}.`}
          </p>
        </div>
        {tokenAddress && page && page.total > GUARDIAN_ITEMS_SHOWN && (
          <Link
            to={guardianCollectionHref(mode, tokenAddress, guardian.name)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-gold hover:underline"
          >
            View all {page.total}
          </Link>
        )}
      </div>
      {failed ? (
        <SectionError what="pieces" onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : loading ? (
        <ItemCardSkeletons count={6} label="Loading pieces" className={grid} />
      ) : !tokenAddress || !page || page.assets.length === 0 ? (
        <p className="rounded-2xl border border-card-border bg-card/60 px-6 py-10 text-center text-muted">
          No piece of the collection portrays {guardian.name} yet.
        </p>
      ) : (
        <ul aria-label={`Guardians of ${guardian.name}`} className={grid}>
          {page.assets.map((asset) => (
            <li key={asset.tokenId}>
              <GuardianPiece
                asset={asset}
                price={page.prices?.find((price) => price.tokenId === asset.tokenId)}
                href={defaultCollectionItemHref(mode, asset)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A piece of the collection: its price when listed, else its number. */
function GuardianPiece({ asset, price, href }: { asset: Asset; price: Price | undefined; href: string }) {
  const name = asset.name ?? `#${asset.tokenId}`;
  return (
    <ItemCard
      name={name}
      href={href}
      media={<ItemPicture src={asset.thumbnail ?? asset.image} alt={name} className={itemCardMediaClass} />}
    >
      <ItemCardPrice price={price} fallback={`#${asset.tokenId}`} />
    </ItemCard>
  );
}
