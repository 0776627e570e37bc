import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import type { NftKey } from '../api/get-nft.ts';

export type ItemPictureRef = { src: string | null | undefined; name: string };

type BuyReviewModalProps = {
  open: boolean;
  onClose: () => void;
  nft: NftKey;
  /** Decimal ether. */
  price: string;
  seller: string;
  picture: ItemPictureRef;
  onConfirm: () => void;
};

/** A last look before paying: the item's picture, price, its USD value, the seller, and what the wallet will ask. */
export function BuyReviewModal({
  open,
  onClose,
  nft,
  price,
  seller,
  picture,
  onConfirm,
}: BuyReviewModalProps) {
  const id = useId();
  const etherPrice = useEtherPrice();
  const usd = formatUsdValue(price, etherPrice.data);
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="w-full rounded-t-2xl border p-6 sm:max-w-md sm:rounded-2xl"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-gold">
          Buy this item
        </h2>
        <CloseButton label="Close" onClick={onClose} className="-mr-2" />
      </div>
      <div className="mb-4 flex items-center gap-4">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-xl border border-card-border bg-night/60">
          <ItemPicture
            src={picture.src}
            alt={picture.name}
            eager
            className="absolute inset-0 size-full object-cover"
          />
        </div>
        <p className="min-w-0 font-semibold break-words text-fg">{picture.name}</p>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Item</dt>
          <dd className="font-mono">#{nft.tokenId}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Price</dt>
          <dd className="text-right">
            <span className="font-bold text-gold">{`${price} ETH`}</span>
            {usd && <span className="block text-muted">{`≈ ${usd}`}</span>}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Seller</dt>
          <dd>
            <Person account={seller} avatarClassName="size-6 text-[9px]" />
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">
        Your wallet will ask you to confirm a payment of exactly {price} ETH, plus the network’s gas fee.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{`Buy for ${price} ETH`}</Button>
      </div>
    </Modal>
  );
}
