import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useCollectionContract } from '../api/collections-contract.ts';
import { CollectionsDefaultPanel } from './collections-default-panel.tsx';
import { CollectionsIndexing } from './collections-indexing.tsx';
import { CollectionsSalePanel } from './collections-sale-panel.tsx';
import { CollectionsSettingsForm } from './collections-settings-form.tsx';
import { CollectionsWhitelistPanel } from './collections-whitelist-panel.tsx';

/** One collection: how it shows, whether it is the default, its whitelist and its sale. */
export function CollectionsDetail({ collection }: { collection: CollectionMetadata }) {
  const tokenAddress = collection.tokenAddress.toLowerCase() as `0x${string}`;
  // Read once here: the whitelist's root and the sale both need the owner and the contract's values.
  const contract = useCollectionContract(tokenAddress);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link to={{ search: '' }} className={buttonClasses('ghost', 'self-start')}>
          <span aria-hidden="true">←</span> All collections
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-bold break-words text-fg">{collection.name}</h2>
          {collection.isDefault && <StatusBadge>Default</StatusBadge>}
        </div>
        <div className="flex items-center gap-1">
          <code className="min-w-0 font-mono text-sm break-all text-muted">{tokenAddress}</code>
          <CopyButton text={tokenAddress} label="Copy the contract address" />
        </div>
        <div aria-live="polite">
          <CollectionsIndexing indexing={collection.indexing} />
        </div>
      </div>
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <CollectionsSettingsForm collection={collection} />
        <div className="flex flex-col gap-6">
          <CollectionsDefaultPanel collection={collection} />
          <CollectionsSalePanel tokenAddress={tokenAddress} contract={contract} />
        </div>
      </div>
      <CollectionsWhitelistPanel tokenAddress={tokenAddress} contract={contract} />
    </div>
  );
}
