import { useId } from 'react';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';
import { xLock } from '../../../lib/social/x-lock.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import type { NftKey } from '../api/get-nft.ts';
import { useNftReactions } from '../api/get-nft-reactions.ts';
import { useToggleLike } from '../hooks/use-toggle-like.ts';

/**
 * The item's like count as a toggle; the gate (wallet, signature, X) runs on press. Where the site
 * cannot link X it wears the shared lock and says why instead.
 */
export function LikeButton({ nft }: { nft: NftKey }) {
  const lock = xLock('Liking');
  const reasonId = useId();
  const wallet = useWallet();
  const reactions = useNftReactions(nft, wallet.address);
  const toggle = useToggleLike(nft);
  const liked = reactions.data?.userReaction?.like ?? false;
  const count = reactions.data?.counts.like ?? 0;
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? `Unlike (${count} likes)` : `Like (${count} likes)`}
      disabled={toggle.isPending}
      aria-disabled={lock.locked || undefined}
      aria-describedby={lock.locked ? reasonId : undefined}
      title={lock.locked ? lock.reason : undefined}
      onClick={() => (lock.locked ? lock.explain() : toggle.mutate(!liked))}
      className="inline-flex items-center gap-2 rounded-full border border-card-border bg-card px-4 py-2 text-sm font-semibold text-fg transition-colors hover:border-koi/70 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
      data-testid="like-button"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-5 ${liked ? 'text-koi' : 'text-muted'}`}
        fill={liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={liked ? 0 : 1.8}
      >
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z" />
      </svg>
      <span data-testid="like-count">{reactions.isPending ? '–' : count}</span>
      {lock.locked && (
        <>
          <LockIcon className="size-4 text-muted" />
          <span id={reasonId} className="sr-only">
            {lock.reason}
          </span>
        </>
      )}
    </button>
  );
}
