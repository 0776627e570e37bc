import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { getEnv } from '../../../lib/env.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import type { NftKey } from '../api/get-nft.ts';
import { useNftPrice } from '../api/get-nft-price.ts';
import { useBuyItem } from '../hooks/use-buy-item.ts';
import { useCancelListing } from '../hooks/use-cancel-listing.ts';
import { useListItem } from '../hooks/use-list-item.ts';
import { BuyReviewModal, type ItemPictureRef } from './buy-review-modal.tsx';
import { ListItemModal } from './list-item-modal.tsx';

/**
 * What the visitor can do with the item: its owner lists it or cancels the listing; anyone else
 * buys it while it is listed. Every button waits while one of these transactions runs. `extra`
 * (the page's Make offer) sits in the same row; the page passes it only where offers exist.
 */
export function TradeActions({
  nft,
  owner,
  picture,
  extra,
}: {
  nft: NftKey;
  owner: string | null;
  /** The item's picture and name, shown in the buy review. */
  picture: ItemPictureRef;
  extra?: ReactNode;
}) {
  const wallet = useWallet();
  const price = useNftPrice(nft);
  const listing = useListItem(nft);
  const cancelling = useCancelListing(nft);
  const buying = useBuyItem(nft);
  const [modal, setModal] = useState<'list' | 'buy' | null>(null);

  if (!owner || !getEnv().marketplaceAddress || price.isPending) return null;
  const listedPrice = price.isError ? null : price.data.price;
  const isOwner = wallet.status === 'connected' && wallet.address?.toLowerCase() === owner.toLowerCase();
  const busy = listing.running || cancelling.running || buying.running;
  if (!isOwner && !listedPrice && !extra) return null;

  return (
    <div className="col-span-2 flex flex-wrap gap-3 border-t border-card-border/70 pt-4">
      {isOwner && !listedPrice && (
        <Button onClick={() => setModal('list')} disabled={busy} aria-busy={listing.running}>
          {listing.running ? 'Listing...' : 'List for sale'}
        </Button>
      )}
      {isOwner && listedPrice && (
        <Button
          variant="outline"
          onClick={() => void cancelling.cancel()}
          disabled={busy}
          aria-busy={cancelling.running}
        >
          {cancelling.running ? 'Cancelling...' : 'Cancel listing'}
        </Button>
      )}
      {!isOwner && listedPrice && (
        <Button
          className="max-sm:flex-1"
          onClick={() => (wallet.status === 'connected' ? setModal('buy') : setConnectDialogOpen(true))}
          disabled={busy}
          aria-busy={buying.running}
        >
          {buying.running ? 'Buying...' : 'Buy now'}
        </Button>
      )}
      {extra}
      <ListItemModal
        open={modal === 'list'}
        onClose={() => setModal(null)}
        nft={nft}
        onSubmit={(priceWei, seconds) => {
          setModal(null);
          void listing.list(priceWei, seconds);
        }}
      />
      {listedPrice && (
        <BuyReviewModal
          open={modal === 'buy'}
          onClose={() => setModal(null)}
          nft={nft}
          price={listedPrice}
          seller={owner}
          picture={picture}
          onConfirm={() => {
            setModal(null);
            void buying.buy();
          }}
        />
      )}
    </div>
  );
}
