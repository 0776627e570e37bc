import { messages } from '@guardians/shared/common';
import { contestMessages } from '@guardians/shared/contest';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useMyPiece } from '../api/find-my-piece.ts';
import { useClaimCheck } from '../api/get-claim-check.ts';
import { useClaimActions } from '../hooks/use-claim-actions.ts';
import { useContestViewer } from '../hooks/use-contest-viewer.ts';
import { pieceName } from '../utils/claim-messages.ts';

const panel = 'flex flex-col gap-4 rounded-2xl border border-gold/40 bg-card/85 p-5 sm:p-6';

function PanelTitle() {
  return (
    <h2 id="my-claim-title" className="text-xl font-bold text-fg">
      My claim
    </h2>
  );
}

/**
 * The Guardian I hold (with Release) and my claims used of the threshold from check/me. Visitors
 * and unsigned wallets get the one step that is missing.
 */
export function MyClaimPanel() {
  const viewer = useContestViewer();
  const requireSignIn = useRequireSignIn();
  const check = useClaimCheck(viewer.signedInAccount);
  const hasClaimed = check.data?.hasClaimed ?? false;
  const mine = useMyPiece(viewer.signedInAccount, hasClaimed);
  const actions = useClaimActions();

  if (!viewer.signedInAccount) {
    const waiting = viewer.checking || viewer.connecting;
    return (
      <AccessNotice
        layout="panel"
        title="My claim"
        action={{
          label: viewer.connected ? 'Sign' : messages.connectWallet,
          onClick: () => void requireSignIn(),
          disabled: waiting,
        }}
      >
        {viewer.connected
          ? 'Sign in with your wallet to claim a Guardian and see the one you hold.'
          : 'Connect your wallet to claim a Guardian and enter the contest.'}
      </AccessNotice>
    );
  }

  if (check.isPending) {
    return (
      <section aria-labelledby="my-claim-title" aria-busy="true" className={panel}>
        <PanelTitle />
        <Skeleton className="h-24 w-full rounded-xl" />
      </section>
    );
  }

  const used = check.data?.claimsCount ?? 0;
  const threshold = check.data?.claimThreshold ?? 0;
  const piece = hasClaimed ? mine.data : null;
  const outOfClaims = !hasClaimed && threshold > 0 && used >= threshold;

  return (
    <section aria-labelledby="my-claim-title" className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PanelTitle />
        {check.data && (
          <p className="text-sm text-muted" data-testid="claims-used">
            Claims used: <span className="font-semibold text-fg">{used}</span> of {threshold}
          </p>
        )}
      </div>
      {check.isError ? (
        <p className="text-sm text-muted">Your claim could not load. It will show again on the next visit.</p>
      ) : hasClaimed && mine.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : piece ? (
        <div className="flex items-center gap-4">
          <ItemPicture
            src={piece.thumbnail ?? piece.image}
            alt={pieceName(piece)}
            className="size-24 shrink-0 rounded-xl border border-gold/60 bg-night/60"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm text-muted">You are drawing</p>
            <p className="truncate text-lg font-semibold text-fg" data-testid="my-claim-name">
              {pieceName(piece)} <span className="text-sm font-normal text-muted">#{piece.id}</span>
            </p>
            <Button
              variant="outline"
              className="self-start"
              disabled={actions.busy}
              aria-busy={actions.releasing}
              onClick={actions.release}
            >
              {actions.releasing ? 'Releasing…' : 'Release'}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-muted">
          {hasClaimed
            ? 'You hold a Guardian: it is marked Yours in the list below.'
            : outOfClaims
              ? `${contestMessages.thresholdReached}. You can still submit art of any Guardian.`
              : 'You hold no Guardian yet. Pick one below and press Claim.'}
        </p>
      )}
    </section>
  );
}
