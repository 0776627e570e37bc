import type { NftDetail } from '@guardians/shared/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NftKey } from '../api/get-nft.ts';
import { ItemOwner } from './item-owner.tsx';
import { ItemPrice } from './item-price.tsx';
import { LikeButton } from './like-button.tsx';
import { RarityRank } from './rarity-rank.tsx';
import { RefreshMetadataButton } from './refresh-metadata-button.tsx';
import { TradeActions } from './trade-actions.tsx';
import { TraitCards } from './trait-cards.tsx';

type ItemDetailsProps = {
  item: NftDetail;
  nft: NftKey;
  name: string;
  collectionName: string;
  collectionHref: string;
  /** Buttons the page adds beside the trade actions (Make offer). */
  tradeActions?: ReactNode;
  /** A section the page adds under the trade panel (the offers). */
  tradeSection?: ReactNode;
};

const metadataNotes: Partial<Record<NftDetail['metadataStatus'], string>> = {
  pending: 'The metadata of this item is still being read.',
  failed: 'The metadata of this item could not be read. Refresh it to try again.',
};

/**
 * The right-hand column: collection, name, id and rank, owner, price and trading (with what the page
 * adds: offers), description, traits.
 */
export function ItemDetails({
  item,
  nft,
  name,
  collectionName,
  collectionHref,
  tradeActions,
  tradeSection,
}: ItemDetailsProps) {
  const note = metadataNotes[item.metadataStatus];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link
          to={collectionHref}
          className="-mx-1 inline-flex min-h-11 items-center self-start rounded-md px-1 text-sm font-semibold tracking-wide text-gold hover:underline"
        >
          {collectionName}
        </Link>
        <h1 className="text-3xl font-bold break-words text-fg sm:text-4xl">{name}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-lg text-muted">#{item.tokenId}</span>
          <RarityRank nft={nft} />
          <span className="ml-auto">
            <LikeButton nft={nft} />
          </span>
        </div>
      </header>
      <div className="grid grid-cols-2 gap-4 rounded-2xl border border-card-border bg-card/70 p-4">
        <ItemOwner owner={item.owner} />
        <ItemPrice nft={nft} />
        <TradeActions
          nft={nft}
          owner={item.owner}
          picture={{ src: item.thumbnail ?? item.image, name }}
          extra={tradeActions}
        />
      </div>
      {tradeSection}
      {item.description && <p className="whitespace-pre-line text-muted">{item.description}</p>}
      {note && (
        <p role="status" className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-fg">
          {note}
        </p>
      )}
      <div>
        <RefreshMetadataButton nft={nft} />
      </div>
      <TraitCards nft={nft} attributes={item.attributes} />
    </div>
  );
}
