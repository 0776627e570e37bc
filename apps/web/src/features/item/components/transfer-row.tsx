import type { ChainRecord, Transfer } from '@guardians/shared';
import { formatTransferDate } from '../utils/format-item.ts';
import { AddressCell } from './address-cell.tsx';

const eventLabels: Record<Transfer['kind'], string> = { mint: 'Mint', transfer: 'Transfer', burn: 'Burn' };
const eventColours: Record<Transfer['kind'], string> = {
  mint: 'border-gold/60 text-gold',
  transfer: 'border-card-border text-fg',
  burn: 'border-koi/60 text-koi',
};

function BlockCell({ transfer, chain }: { transfer: Transfer; chain: ChainRecord }) {
  const block = Number(transfer.blockNumber).toLocaleString('en-US');
  if (!chain.url) return <span className="font-mono">{block}</span>;
  return (
    <a
      href={`${chain.url.replace(/\/+$/, '')}/tx/${transfer.txHash}`}
      target="_blank"
      rel="noreferrer"
      className="font-mono underline decoration-gold/40 underline-offset-4 hover:text-gold"
      title="Open the transaction in the block explorer"
    >
      {block}
    </a>
  );
}

/*
 * One DOM for both sizes: a table row from sm up; on phones each row is a small card (event and
 * date on top, from and to below, then the block), its labels drawn from data-label.
 */
const cell = 'block sm:table-cell sm:px-3 sm:py-3 sm:align-middle';
const labelled = 'max-sm:before:mr-1.5 max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

export function TransferRow({ transfer, chain }: { transfer: Transfer; chain: ChainRecord }) {
  return (
    <tr className="grid grid-cols-2 gap-x-3 gap-y-1.5 border-t border-card-border/70 p-3 first:border-t-0 sm:table-row sm:p-0 sm:first:border-t">
      <td className={`${cell} max-sm:col-start-1 max-sm:row-start-1`}>
        <span
          className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${eventColours[transfer.kind]}`}
        >
          {eventLabels[transfer.kind]}
        </span>
      </td>
      <td data-label="From" className={`${cell} ${labelled} max-sm:row-start-2 min-w-0 truncate`}>
        <AddressCell address={transfer.from} />
      </td>
      <td data-label="To" className={`${cell} ${labelled} max-sm:row-start-2 min-w-0 truncate`}>
        <AddressCell address={transfer.to} />
      </td>
      <td
        className={`${cell} max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right whitespace-nowrap max-sm:text-xs max-sm:text-muted`}
      >
        <time dateTime={transfer.timestamp}>{formatTransferDate(transfer.timestamp)}</time>
      </td>
      <td data-label="Block" className={`${cell} ${labelled} max-sm:col-span-2 sm:text-right`}>
        <BlockCell transfer={transfer} chain={chain} />
      </td>
    </tr>
  );
}
