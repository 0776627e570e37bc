import type { CollectionMetadata, TimeRange } from '@guardians/shared/catalogue';
import { Link } from 'react-router';
import { type RankColumn, RankTable } from '../../../components/ui/rank-table.tsx';
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

type Ranked = { rank: number; collection: CollectionMetadata };

type CollectionsTableProps = {
  collections: CollectionMetadata[] | undefined;
  chainId: number;
  loading: boolean;
};

const changes: { header: string; interval: TimeRange }[] = [
  { header: '1d %', interval: 'one_day' },
  { header: '7d %', interval: 'seven_day' },
  { header: '30d %', interval: 'thirty_day' },
];

const symbolOf = ({ collection }: Ranked) => collection.stats?.total.floor_price_symbol ?? 'ETH';
const changeOf = ({ collection }: Ranked, interval: TimeRange) =>
  collection.stats?.intervals.find((entry) => entry.interval === interval)?.volume_change;

/** Spec 2/4 ranking table: rows in the API's order (market cap, descending). */
export function CollectionsTable({ collections, chainId, loading }: CollectionsTableProps) {
  const columns: RankColumn<Ranked>[] = [
    {
      header: 'Floor Price',
      numeric: true,
      cell: (row) => formatAmount(row.collection.stats?.total.floor_price, symbolOf(row)),
    },
    {
      header: 'Volume',
      numeric: true,
      cell: (row) => formatAmount(row.collection.stats?.total.volume, symbolOf(row)),
    },
    ...changes.map(({ header, interval }) => ({
      header,
      numeric: true,
      tone: (row: Ranked) => {
        const change = changeOf(row, interval);
        return change === undefined ? 'text-muted' : toneClass[volumeChangeTone(change)];
      },
      cell: (row: Ranked) => {
        const change = changeOf(row, interval);
        return change === undefined ? '—' : formatVolumeChange(change);
      },
    })),
    {
      header: 'Items',
      numeric: true,
      cell: ({ collection }) => formatCountText(collection.totalSupply ?? collection.indexing.totalSupply),
    },
    {
      header: 'Owners',
      numeric: true,
      cell: ({ collection }) => <OwnersCount collection={collection} chainId={chainId} />,
    },
  ];
  return (
    <RankTable
      caption="Collections ranked by market cap"
      rows={(collections ?? []).map((collection, index) => ({ rank: index + 1, collection }))}
      rowKey={(row) => row.collection.tokenAddress}
      rank={(row) => row.rank}
      loadingRows={loading ? 3 : 0}
      minWidthClass="min-w-[860px]"
      subject={{ header: 'Collection', cell: ({ collection }) => <CollectionName collection={collection} /> }}
      columns={columns}
    />
  );
}

function CollectionName({ collection }: { collection: CollectionMetadata }) {
  const image = assetUrl(collection.image);
  return (
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
  );
}

/** Spec 4: the owners count comes from the stats, else from the owners lookup. */
function OwnersCount({ collection, chainId }: { collection: CollectionMetadata; chainId: number }) {
  const statsOwners = collection.stats?.total.num_owners;
  const missing = statsOwners === null || statsOwners === undefined;
  const lookup = useUniqueOwners(collection.tokenAddress, chainId, missing);
  const owners = statsOwners ?? lookup.data;
  return owners === undefined || owners === null ? '—' : formatCount(owners);
}
