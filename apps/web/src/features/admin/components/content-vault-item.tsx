import type { ConsoleVaultAsset } from '@guardians/shared/vault';
import { Button } from '../../../components/ui/button.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { formatSize } from '../utils/content-vault-form.ts';
import { ContentOriginBadge } from './content-origin-badge.tsx';
import { ContentSwitch } from './content-switch.tsx';

type ContentVaultItemProps = {
  asset: ConsoleVaultAsset;
  /** Its holders-only switch is being saved. */
  busy: boolean;
  onHoldersOnly: (holdersOnly: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One asset: its picture, words and file, who may download it, and its edit and delete. */
export function ContentVaultItem({ asset, busy, onHoldersOnly, onEdit, onDelete }: ContentVaultItemProps) {
  const image = assetUrl(asset.image);
  const downloads =
    asset.downloads === 1 ? '1 download' : `${formatCompactNumber(asset.downloads)} downloads`;
  return (
    <li
      data-testid="vault-asset"
      className="flex flex-col gap-4 rounded-2xl border border-card-border bg-card/70 p-4 sm:flex-row sm:items-start"
    >
      {image && (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="aspect-square w-24 shrink-0 rounded-xl border border-card-border object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-fg">{asset.title}</h3>
          <ContentOriginBadge origin={asset.origin} />
        </div>
        <p className="line-clamp-2 text-sm text-muted">{asset.description}</p>
        <p className="text-xs break-words text-muted">
          {asset.fileName} · {formatSize(asset.sizeBytes)} · {downloads} · added{' '}
          {formatSpecDate(asset.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-end">
        <ContentSwitch
          label="Holders only"
          accessibleName={`${asset.title}: holders only`}
          checked={asset.holdersOnly}
          disabled={busy}
          onChange={onHoldersOnly}
        />
        <div className="flex gap-2">
          <Button variant="outline" onClick={onEdit} aria-label={`Edit ${asset.title}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            className="text-[#ff9b8a]"
            onClick={onDelete}
            aria-label={`Delete ${asset.title}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
