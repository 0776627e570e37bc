import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { isAddress } from '@guardians/shared/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeferredReady } from '../../../lib/use-deferred-ready.ts';
import { useItemCollection } from '../api/get-item-collection.ts';
import { type NftKey, useNft } from '../api/get-nft.ts';
import { ItemActivity } from './item-activity.tsx';
import { ItemDetails } from './item-details.tsx';
import { itemColumns, itemPage } from './item-layout.ts';
import { ItemLoadError } from './item-load-error.tsx';
import { ItemNeighbours } from './item-neighbours.tsx';
import { ItemSkeleton } from './item-skeleton.tsx';
import { MediaPreview } from './media-preview.tsx';

type ItemPageProps = {
  /** A collection slug or address, lower-case. */
  collectionRef: string;
  tokenId: string;
  /** The path items live under here (/explore or /collection/{ref}), for previous/next links. */
  basePath: string;
  /** Where the collection's name leads (the page knows the site's mode). */
  collectionHref: (collection: CollectionMetadata) => string;
  /** More trade buttons beside Buy now and List for sale, composed by the page (offers). */
  tradeActions?: (item: ItemTradeContext) => ReactNode;
  /** A section under the trade panel, composed by the page (the item's offers). */
  tradeSection?: (item: ItemTradeContext) => ReactNode;
};

/** What the trade slots need to know of the item on screen. */
export type ItemTradeContext = { nft: NftKey; owner: string | null; name: string };

/** 404 (no such collection or token) and 400 (not an id the API accepts) both mean "no such item". */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function ItemNotFound() {
  return (
    <>
      <title>Not found</title>
      <NotFoundPanel />
    </>
  );
}

/** An item of a collection: its media, details, traits with rarity, trading, and activity. */
export function ItemPage({
  collectionRef,
  tokenId,
  basePath,
  collectionHref,
  tradeActions,
  tradeSection,
}: ItemPageProps) {
  const collection = useItemCollection(collectionRef);
  // Opened by address, the item loads beside the collection; by slug, once the address is known.
  const tokenAddress = isAddress(collectionRef) ? collectionRef : (collection.data?.tokenAddress ?? null);
  const nftKey: NftKey | null = tokenAddress ? { tokenAddress: tokenAddress.toLowerCase(), tokenId } : null;
  const nft = useNft(nftKey);
  const ready = useDeferredReady(!collection.isPending && !nft.isPending && nftKey !== null);

  if (isMissing(collection.error) || isMissing(nft.error)) return <ItemNotFound />;
  if (collection.isError || nft.isError) {
    const retry = () => {
      if (collection.isError) void collection.refetch();
      if (nft.isError) void nft.refetch();
    };
    return <ItemLoadError onRetry={retry} retrying={collection.isFetching || nft.isFetching} />;
  }
  if (collection.isPending || nft.isPending || !nftKey || !ready) return <ItemSkeleton />;

  const item = nft.data;
  const collectionName = collection.data.name;
  const name = item.name ?? `${collectionName} #${item.tokenId}`;
  const href = collectionHref(collection.data);
  const trade: ItemTradeContext = { nft: nftKey, owner: item.owner, name };
  return (
    <article className={itemPage} aria-label={name}>
      <title>{`${name} · ${collectionName}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={href}
          className="-ml-3 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-muted hover:bg-white/10 hover:text-fg"
        >
          <span aria-hidden="true">‹</span> {`Back to ${collectionName}`}
        </Link>
        <ItemNeighbours
          basePath={basePath}
          tokenId={item.tokenId}
          totalSupply={collection.data.totalSupply}
        />
      </div>
      <div className={itemColumns}>
        <div className="min-w-0 lg:sticky lg:top-[calc(var(--nav-height)+1.5rem)]">
          <MediaPreview item={item} alt={name} />
        </div>
        <ItemDetails
          item={item}
          nft={nftKey}
          name={name}
          collectionName={collectionName}
          collectionHref={href}
          tradeActions={tradeActions?.(trade)}
          tradeSection={tradeSection?.(trade)}
        />
      </div>
      <ItemActivity nft={nftKey} chain={item.chain} />
    </article>
  );
}
