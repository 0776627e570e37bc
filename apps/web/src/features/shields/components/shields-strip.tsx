import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useAccountShields, useAllShields } from '../api/get-shields.ts';
import { AllShieldsBadge, ShieldBadge } from './shield-badge.tsx';
import { ShieldModal, type ShieldSelection } from './shield-modal.tsx';

type ShieldsStripProps = {
  account: `0x${string}`;
  /** Spec 6: 'Your Shields' appears only on the owner's own page. */
  isOwner: boolean;
};

/** Spec 2 header shield list: the wallet's earned shields, then the synthetic 'All Shields' entry. */
export function ShieldsStrip({ account, isOwner }: ShieldsStripProps) {
  const wallet = useWallet();
  const viewer = wallet.status === 'connected' ? wallet.address?.toLowerCase() : undefined;
  const earned = useAccountShields(account);
  const viewerEarned = useAccountShields(viewer);
  const all = useAllShields(viewer);
  const [selection, setSelection] = useState<ShieldSelection | null>(null);

  const awards = new Map((earned.data ?? []).map((shield) => [shield._id, shield]));
  const viewerOwned = new Set((viewerEarned.data ?? []).map((shield) => shield._id));
  const title = isOwner ? 'Your Shields' : 'Shields';

  return (
    <section aria-label={title} className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {earned.isPending ? (
        <div role="status" aria-label="Loading shields" className="flex gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="size-14 rounded-full sm:size-16" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-wrap items-start gap-4 pb-6">
          {earned.isError && <li className="self-center text-sm text-muted">Shields could not be loaded.</li>}
          {earned.data?.length === 0 && (
            <li className="self-center text-sm text-muted">
              {isOwner ? 'No shields yet. See how to earn them:' : 'No shields yet.'}
            </li>
          )}
          {earned.data?.map((shield) => (
            <li key={shield._id}>
              <ShieldBadge
                shield={shield}
                onSelect={() => setSelection({ view: 'shield', id: shield._id })}
              />
            </li>
          ))}
          <li>
            <AllShieldsBadge onSelect={() => setSelection({ view: 'all' })} />
          </li>
        </ul>
      )}
      <ShieldModal
        selection={selection}
        onSelect={setSelection}
        onClose={() => setSelection(null)}
        shields={all.data?.items ?? []}
        loading={all.isPending}
        awards={awards}
        viewerOwned={viewerOwned}
        canEdit={all.data?.canEdit ?? false}
      />
    </section>
  );
}
