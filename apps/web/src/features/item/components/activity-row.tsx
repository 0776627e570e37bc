import type { ChainRecord, ItemActivity } from '@guardians/shared/catalogue';
import { PartyCell } from '../../../components/ui/party-cell.tsx';
import { formatTransferDate } from '../utils/format-item.ts';

const kindLabels: Record<ItemActivity['kind'], string> = {
  mint: 'Minted',
  transfer: 'Transfer',
  burn: 'Burned',
  listing: 'Listed',
  cancel: 'Cancelled',
  sale: 'Sale',
};
const kindColours: Record<ItemActivity['kind'], string> = {
  mint: 'border-gold/60 text-gold',
  transfer: 'border-card-border text-fg',
  burn: 'border-koi/60 text-koi',
  listing: 'border-sky-300/50 text-sky-200',
  cancel: 'border-card-border text-muted',
  sale: 'border-emerald-300/60 text-emerald-200',
};

function DateCell({ row, chain }: { row: ItemActivity; chain: ChainRecord }) {
  const time = <time dateTime={row.timestamp}>{formatTransferDate(row.timestamp)}</time>;
  if (!chain.url || !row.txHash) return time;
  return (
    <a
      href={`${chain.url.replace(/\/+$/, '')}/tx/${row.txHash}`}
      target="_blank"
      rel="noreferrer"
      className="underline decoration-gold/40 underline-offset-4 hover:text-gold"
      title="Open the transaction in the block explorer"
    >
      {time}
    </a>
  );
}

/*
 * One DOM for both sizes: a table row from sm up; on phones a small card (event and date on top,
 * price, then from and to), its labels drawn from data-label.
 */
const cell = 'block sm:table-cell sm:px-3 sm:py-3 sm:align-middle';
const labelled = 'max-sm:before:mr-1.5 max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

export function ActivityRow({ row, chain }: { row: ItemActivity; chain: ChainRecord }) {
  return (
    <tr className="grid grid-cols-2 gap-x-3 gap-y-1.5 border-t border-card-border/70 p-3 first:border-t-0 sm:table-row sm:p-0 sm:first:border-t">
      <td className={`${cell} max-sm:col-start-1 max-sm:row-start-1`}>
        <span
          className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${kindColours[row.kind]}`}
        >
          {kindLabels[row.kind]}
        </span>
      </td>
      <td
        data-label="Price"
        className={`${cell} ${labelled} max-sm:col-span-2 max-sm:row-start-2 whitespace-nowrap ${row.price ? '' : 'max-sm:hidden'}`}
      >
        {row.price ? (
          <span className="font-semibold text-fg">{`${row.price} ETH`}</span>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td
        data-label="From"
        className={`${cell} ${labelled} max-sm:row-start-3 min-w-0 max-sm:flex max-sm:items-center max-sm:before:shrink-0 sm:truncate`}
      >
        <PartyCell address={row.from} />
      </td>
      <td
        data-label="To"
        className={`${cell} ${labelled} max-sm:row-start-3 min-w-0 max-sm:flex max-sm:items-center max-sm:before:shrink-0 sm:truncate`}
      >
        <PartyCell address={row.to} />
      </td>
      <td
        className={`${cell} max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right whitespace-nowrap max-sm:text-xs max-sm:text-muted sm:text-right`}
      >
        <DateCell row={row} chain={chain} />
      </td>
    </tr>
  );
}
