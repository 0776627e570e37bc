import type { VaultAsset } from '@guardians/shared/vault';
import { Button } from '../../../components/ui/button.tsx';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';
import { xLock } from '../../../lib/social/x-lock.ts';
import { fileTypeLabel, formatFileSize, serverUrl } from '../utils/vault-files.ts';

type VaultCardProps = {
  asset: VaultAsset;
  downloading: boolean;
  onDownload: (id: number) => void;
};

export function VaultCard({ asset, downloading, onDownload }: VaultCardProps) {
  const titleId = `vault-asset-${asset._id}`;
  const reasonId = `vault-asset-${asset._id}-lock`;
  const lock = xLock('Downloading from the vault');
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card/80 transition-colors hover:border-gold/50"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-night/60">
        <img
          src={serverUrl(asset.image)}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-contain p-2"
        />
        {asset.holdersOnly && (
          <span className="absolute top-3 left-3 rounded-full bg-gold px-3 py-1 text-xs font-bold text-night">
            Holders only
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {asset.title}
        </h2>
        <p className="text-sm text-muted">{asset.description}</p>
        <p className="mt-auto pt-2 text-xs font-semibold tracking-wide text-muted uppercase">
          {fileTypeLabel(asset.mimeType, asset.fileName)} · {formatFileSize(asset.sizeBytes)}
        </p>
        <Button
          variant="outline"
          className="w-full"
          aria-label={`Download ${asset.title}`}
          aria-busy={downloading}
          disabled={downloading}
          aria-disabled={lock.locked || undefined}
          aria-describedby={lock.locked ? reasonId : undefined}
          title={lock.locked ? lock.reason : undefined}
          onClick={() => (lock.locked ? lock.explain() : onDownload(asset._id))}
        >
          {lock.locked && <LockIcon className="size-4 text-muted" />}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 text-gold"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {downloading ? 'Downloading…' : 'Download'}
        </Button>
        {lock.locked && (
          <span id={reasonId} className="sr-only">
            {lock.reason}
          </span>
        )}
      </div>
    </article>
  );
}
