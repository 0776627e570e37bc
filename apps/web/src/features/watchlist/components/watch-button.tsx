import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useSignedInAccount } from '../../../lib/auth/use-signed-in-account.ts';
import { toast } from '../../../lib/toast.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { useRemoveWatch } from '../api/remove-watch.ts';
import { useSaveWatch } from '../api/save-watch.ts';
import { findWatch, type WatchTargetInput, watchBody } from '../utils/watch-target.ts';
import { AlertPriceDialog } from './alert-price-dialog.tsx';

type WatchButtonProps = {
  target: WatchTargetInput;
  /** What is watched, as the page names it ('Guardian #5', 'Guardians'). */
  name: string;
  className?: string;
};

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/**
 * "Watch" for a collection or an item, and its price alert. For composition into the collection and
 * item pages. A visitor is asked to connect or sign first; the watch then follows in one click.
 */
export function WatchButton({ target, name, className = '' }: WatchButtonProps) {
  const account = useSignedInAccount();
  const requireSignIn = useRequireSignIn();
  const watchlist = useWatchlist(account);
  const save = useSaveWatch();
  const remove = useRemoveWatch();
  const [alertOpen, setAlertOpen] = useState(false);
  const watch = findWatch(watchlist.data, target);
  const busy = save.isPending || remove.isPending || (account !== null && watchlist.isPending);

  async function toggle() {
    if (!account && !(await requireSignIn())) return;
    try {
      if (watch) {
        await remove.mutateAsync(watch.id);
        toast.success(`Stopped watching ${name}`);
      } else {
        await save.mutateAsync(watchBody(target));
        toast.success(`Watching ${name}: it is on your watchlist`);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The watchlist could not be changed');
    }
  }

  async function openAlert() {
    if (!account && !(await requireSignIn())) return;
    setAlertOpen(true);
  }

  async function saveAlert(alertPriceWei: string | null) {
    try {
      await save.mutateAsync(watchBody(target, alertPriceWei));
      toast.success(alertPriceWei === null ? 'Price alert removed' : `Price alert set for ${name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The alert could not be saved');
      throw error;
    }
  }

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <Button
        variant="outline"
        aria-pressed={Boolean(watch)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        <EyeIcon />
        {watch ? 'Watching' : 'Watch'}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => void openAlert()}>
        {watch?.alertPriceEther ? `Alert at ${watch.alertPriceEther} ETH` : 'Set price alert'}
      </Button>
      {alertOpen && (
        <AlertPriceDialog
          onClose={() => setAlertOpen(false)}
          name={name}
          kind={target.kind}
          alertPriceWei={watch?.alertPriceWei ?? null}
          onSave={saveAlert}
          saving={save.isPending}
        />
      )}
    </div>
  );
}
