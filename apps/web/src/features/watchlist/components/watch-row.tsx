import type { Watch } from '@guardians/shared/watchlist';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveWatch } from '../api/remove-watch.ts';
import { useUpdateWatch } from '../api/update-watch.ts';
import { AlertPriceDialog } from './alert-price-dialog.tsx';

/** The page a watch opens: the item's, else the collection's (by slug when it has one). */
function watchHref(watch: Watch): string {
  const collection = `/collection/${encodeURIComponent(watch.collectionSlug ?? watch.collection)}`;
  return watch.tokenId === null ? collection : `${collection}/${encodeURIComponent(watch.tokenId)}`;
}

/** 'Guardian #5', 'Guardians', 'Guardians · Eyes: Fierce'. */
function watchName(watch: Watch): string {
  if (watch.kind === 'item') return watch.itemName ?? `${watch.collectionName} #${watch.tokenId}`;
  if (watch.kind === 'trait' && watch.trait)
    return `${watch.collectionName} · ${watch.trait.type}: ${watch.trait.value}`;
  return watch.collectionName;
}

const kindLabels = { collection: 'Collection', item: 'Item', trait: 'Trait' } as const;
const floorLabels = { collection: 'Floor', item: 'Price', trait: 'Trait floor' } as const;

/** One watch: what it is, its floor now, its alert; edit the alert or stop watching. */
export function WatchRow({ watch }: { watch: Watch }) {
  const update = useUpdateWatch();
  const remove = useRemoveWatch();
  const [editing, setEditing] = useState(false);
  const name = watchName(watch);
  const picture = assetUrl(watch.image);

  async function saveAlert(alertPriceWei: string | null) {
    try {
      await update.mutateAsync({ id: watch.id, alertPriceWei });
      toast.success(alertPriceWei === null ? 'Price alert removed' : `Price alert set for ${name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The alert could not be saved');
      throw error;
    }
  }

  async function unwatch() {
    try {
      await remove.mutateAsync(watch.id);
      toast.success(`Stopped watching ${name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The watch could not be removed');
    }
  }

  return (
    <li
      data-testid="watch"
      className="flex flex-col gap-3 rounded-2xl border border-card-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded-xl bg-night object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-14 shrink-0 rounded-xl bg-night" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to={watchHref(watch)}
            className="truncate font-semibold text-fg underline-offset-4 hover:text-gold hover:underline"
          >
            {name}
          </Link>
          <span className="text-xs tracking-wide text-muted uppercase">{kindLabels[watch.kind]}</span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:w-64">
        <dt className="text-muted">{floorLabels[watch.kind]}</dt>
        <dd className="text-right font-semibold text-fg tabular-nums">
          {watch.floorEther === null ? 'Not listed' : `${watch.floorEther} ETH`}
        </dd>
        <dt className="text-muted">Alert</dt>
        <dd className="text-right font-semibold text-fg tabular-nums">
          {watch.alertPriceEther === null ? 'None' : `at or below ${watch.alertPriceEther} ETH`}
        </dd>
      </dl>
      <div className="flex gap-2 sm:flex-col">
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => setEditing(true)}
          aria-label={`Edit the alert of ${name}`}
        >
          Edit alert
        </Button>
        <Button
          variant="ghost"
          className="flex-1"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => void unwatch()}
          aria-label={`Stop watching ${name}`}
        >
          Remove
        </Button>
      </div>
      {editing && (
        <AlertPriceDialog
          onClose={() => setEditing(false)}
          name={name}
          kind={watch.kind}
          alertPriceWei={watch.alertPriceWei}
          onSave={saveAlert}
          saving={update.isPending}
        />
      )}
    </li>
  );
}
