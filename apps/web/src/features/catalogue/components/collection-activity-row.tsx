import type { ChainRecord, CollectionActivity } from '@guardians/shared/catalogue';
import { Link } from 'react-router';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { PartyCell } from '../../../components/ui/party-cell.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';

type Kind = CollectionActivity['kind'];

/** What the row's event is called, with the offer's kind where there is one. */
function activityLabel(row: Pick<CollectionActivity, 'kind' | 'offerKind'>): string {
  switch (row.kind) {
    case 'mint':
      return 'Minted';
    case 'transfer':
      return 'Transfer';
    case 'burn':
      return 'Burned';
    case 'listing':
      return 'Listed';
    case 'cancel':
      return row.offerKind ? 'Offer cancelled' : 'Listing cancelled';
    case 'offer':
      return row.offerKind === 'collection'
        ? 'Collection offer'
        : row.offerKind === 'trait'
          ? 'Trait offer'
          : 'Offer';
    case 'sale':
      return row.offerKind ? 'Sale (offer taken)' : 'Sale';
  }
}

const kindColours: Record<Kind, string> = {
  mint: 'border-gold/60 text-gold',
  transfer: 'border-card-border text-fg',
  burn: 'border-koi/60 text-koi',
  listing: 'border-sky-300/50 text-sky-200',
  cancel: 'border-card-border text-muted',
  offer: 'border-violet-300/50 text-violet-200',
  sale: 'border-emerald-300/60 text-emerald-200',
};

/** Small line icons, one per kind (the label beside them says what they mean). */
const kindIcons: Record<Kind, string> = {
  mint: 'M12 5v14M5 12h14',
  transfer: 'M4 8h13l-3-3M20 16H7l3 3',
  burn: 'M12 3c2 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-7 1 2 2 3 3 3 0-3-1-5 0-7Z',
  listing: 'M3 12l9-9h8v8l-9 9-8-8ZM16 8h.01',
  cancel: 'M6 6l12 12M18 6 6 18',
  offer: 'M4 12h10M10 6l6 6-6 6M20 5v14',
  sale: 'M5 12l5 5L20 7',
};

export function KindIcon({ kind, className = 'size-3.5' }: { kind: Kind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={kindIcons[kind]} />
    </svg>
  );
}

/** A party: the person (name where the site knows one), or 'Null address' for mints and burns. */
/** The item with its picture and name, or what an offer on no single item covers. */
function ItemCell({ row, itemHref }: { row: CollectionActivity; itemHref: (tokenId: string) => string }) {
  if (row.tokenId === null) {
    const what = row.trait ? `${row.trait.type}: ${row.trait.value}` : 'Any item';
    return <span className="text-muted">{what}</span>;
  }
  const name = row.itemName ?? `#${row.tokenId}`;
  return (
    <Link
      to={itemHref(row.tokenId)}
      className="inline-flex min-w-0 items-center gap-2 text-fg underline decoration-gold/40 underline-offset-4 hover:text-gold"
    >
      {row.thumbnail ? (
        <ItemPicture src={row.thumbnail} alt="" className="size-9 shrink-0 rounded-lg" />
      ) : (
        <span aria-hidden="true" className="size-9 shrink-0 rounded-lg bg-card" />
      )}
      <span className="min-w-0 truncate">{name}</span>
    </Link>
  );
}

function TimeCell({ row, chain }: { row: CollectionActivity; chain: ChainRecord }) {
  const time = (
    <time dateTime={row.timestamp} title={formatSpecDate(row.timestamp)}>
      {formatRelativeTime(row.timestamp)}
    </time>
  );
  if (!chain.url || !row.txHash) return time;
  return (
    <a
      href={`${chain.url.replace(/\/+$/, '')}/tx/${row.txHash}`}
      target="_blank"
      rel="noreferrer"
      className="underline decoration-gold/40 underline-offset-4 hover:text-gold"
    >
      {time}
    </a>
  );
}

/*
 * One DOM for both sizes: a table row from md up; on phones a small card (event and time on top,
 * the item, the price, then from and to), its labels drawn from data-label.
 */
const cell = 'block md:table-cell md:px-3 md:py-3 md:align-middle';
const labelled = 'max-md:before:mr-1.5 max-md:before:text-muted max-md:before:content-[attr(data-label)]';

export function CollectionActivityRow({
  row,
  chain,
  itemHref,
}: {
  row: CollectionActivity;
  chain: ChainRecord;
  itemHref: (tokenId: string) => string;
}) {
  // Offers are in WETH, and so is what a sale that took one was paid.
  const currency = row.offerKind ? 'WETH' : 'ETH';
  return (
    <tr
      data-testid="activity-row"
      className="grid grid-cols-2 gap-x-3 gap-y-1.5 border-t border-card-border/70 p-3 first:border-t-0 md:table-row md:p-0 md:first:border-t"
    >
      <td className={`${cell} max-md:col-start-1 max-md:row-start-1`}>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${kindColours[row.kind]}`}
        >
          <KindIcon kind={row.kind} />
          {activityLabel(row)}
        </span>
      </td>
      <td className={`${cell} min-w-0 max-md:col-span-2 max-md:row-start-2 md:max-w-56`}>
        <ItemCell row={row} itemHref={itemHref} />
      </td>
      <td
        data-label="Price"
        className={`${cell} ${labelled} max-md:col-span-2 max-md:row-start-3 whitespace-nowrap ${row.price ? '' : 'max-md:hidden'}`}
      >
        {row.price ? (
          <span className="font-semibold text-fg">{`${row.price} ${currency}`}</span>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td
        data-label="From"
        className={`${cell} ${labelled} max-md:row-start-4 min-w-0 max-md:flex max-md:items-center max-md:before:shrink-0 md:truncate`}
      >
        <PartyCell address={row.from} />
      </td>
      <td
        data-label="To"
        className={`${cell} ${labelled} max-md:row-start-4 min-w-0 max-md:flex max-md:items-center max-md:before:shrink-0 md:truncate`}
      >
        <PartyCell address={row.to} />
      </td>
      <td
        className={`${cell} max-md:col-start-2 max-md:row-start-1 max-md:text-right whitespace-nowrap max-md:text-xs max-md:text-muted md:text-right`}
      >
        <TimeCell row={row} chain={chain} />
      </td>
    </tr>
  );
}
