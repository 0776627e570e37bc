import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { shortenAddress } from '@guardians/shared/common';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { CollectionsIndexing } from './collections-indexing.tsx';

/** Link to one collection's settings, whitelist and sale (`?collection=<address>`). */
const collectionSearch = (tokenAddress: string) => `?collection=${tokenAddress.toLowerCase()}`;

function CollectionRow({ collection }: { collection: CollectionMetadata }) {
  const image = assetUrl(collection.image);
  return (
    <li
      data-testid="console-collection"
      className="flex flex-col gap-3 rounded-2xl border border-card-border bg-card/70 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {image ? (
          <img src={image} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="size-14 shrink-0 rounded-xl border border-card-border bg-night/60"
          />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-fg">{collection.name}</h3>
            {collection.isDefault && <StatusBadge>Default</StatusBadge>}
          </div>
          <p className="truncate font-mono text-xs text-muted" title={collection.tokenAddress}>
            {collection.slug} · {shortenAddress(collection.tokenAddress)}
          </p>
          <CollectionsIndexing indexing={collection.indexing} />
        </div>
      </div>
      <Link
        to={{ search: collectionSearch(collection.tokenAddress) }}
        className={buttonClasses('outline', 'shrink-0')}
        aria-label={`Manage ${collection.name}`}
      >
        Manage
      </Link>
    </li>
  );
}

/** Every collection of the chain; the default one is marked. */
export function CollectionsList({ collections }: { collections: readonly CollectionMetadata[] }) {
  return (
    <ul aria-label="Collections" className="flex flex-col gap-3">
      {collections.map((collection) => (
        <CollectionRow key={collection.tokenAddress} collection={collection} />
      ))}
    </ul>
  );
}
