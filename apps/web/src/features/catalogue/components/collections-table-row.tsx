import type { CollectionMetadata, TimeRange } from '@guardians/shared/catalogue';
import { Link } from 'react-router';
import { assetUrl } from '../../../lib/asset-url.ts';
import { useUniqueOwners } from '../api/get-unique-owners.ts';
import {
  formatAmount,
  formatCount,
  formatCountText,
  formatVolumeChange,
  toneClass,
  volumeChangeTone,
} from '../utils/format.ts';

const intervals: TimeRange[] = ['one_day', 'seven_day', 'thirty_day'];
const numeric = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';

type RowProps = { rank: number; collection: CollectionMetadata; chainId: number };

export function CollectionsTableRow({ rank, collection, chainId }: RowProps) {
  const total = collection.stats?.total;
  const symbol = total?.floor_price_symbol ?? 'ETH';
  const statsOwners = total?.num_owners;
  // Spec 4: the owners count comes from the stats, else from the owners lookup.
  const lookup = useUniqueOwners(
    collection.tokenAddress,
    chainId,
    statsOwners === null || statsOwners === undefined,
  );
  const owners = statsOwners ?? lookup.data;
  const image = assetUrl(collection.image);

  return (
    <tr className="border-b border-card-border/60 transition-colors last:border-b-0 hover:bg-white/5">
      <td className="px-4 py-3 font-semibold text-muted tabular-nums">{rank}</td>
      <th scope="row" className="px-4 py-3 text-left font-semibold">
        <Link
          to={`/collection/${collection.slug}`}
          className="inline-flex min-h-11 items-center gap-3 rounded-lg text-fg hover:text-gold"
        >
          {image ? (
            <img
              src={image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 shrink-0 rounded-lg bg-card object-cover"
            />
          ) : (
            <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-card" />
          )}
          <span className="truncate">{collection.name}</span>
        </Link>
      </th>
      <td className={numeric}>{formatAmount(total?.floor_price, symbol)}</td>
      <td className={numeric}>{formatAmount(total?.volume, symbol)}</td>
      {intervals.map((interval) => {
        const change = collection.stats?.intervals.find(
          (entry) => entry.interval === interval,
        )?.volume_change;
        return (
          <td
            key={interval}
            className={`${numeric} ${change === undefined ? 'text-muted' : toneClass[volumeChangeTone(change)]}`}
          >
            {change === undefined ? '—' : formatVolumeChange(change)}
          </td>
        );
      })}
      <td className={numeric}>
        {formatCountText(collection.totalSupply ?? collection.indexing.totalSupply)}
      </td>
      <td className={numeric}>{owners === undefined || owners === null ? '—' : formatCount(owners)}</td>
    </tr>
  );
}
