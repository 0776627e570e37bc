import { shortenAddress } from '@guardians/shared/common';
import type { ReviewQueueItem } from '@guardians/shared/quests';
import { Button } from '../../../components/ui/button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { proofLink } from '../utils/proof-link.ts';
import { formatCoinAmount } from '../utils/quest-labels.ts';

type ReviewItemProps = {
  item: ReviewQueueItem;
  /** Approve and Reject, on a pending completion; busy while one of them is on its way. */
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
};

function Proof({ proof }: { proof: string | null }) {
  const href = proofLink(proof);
  if (!proof) return <p className="text-sm text-muted italic">No proof was sent.</p>;
  return (
    <blockquote className="rounded-xl border border-card-border bg-night/50 px-4 py-3 text-sm break-words whitespace-pre-wrap text-fg">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-gold underline underline-offset-4"
        >
          {proof}
        </a>
      ) : (
        proof
      )}
    </blockquote>
  );
}

/** What happened to a reviewed completion, and who decided. */
function Outcome({ item }: { item: ReviewQueueItem }) {
  if (item.status === 'pending') return null;
  const approved = item.status === 'completed';
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
      <StatusBadge tone={approved ? 'gold' : 'koi'}>{approved ? 'Approved' : 'Rejected'}</StatusBadge>
      {item.reviewedBy && (
        <>
          <span>by</span>
          <Person account={item.reviewedBy} avatar={false} />
        </>
      )}
      {approved && item.completedAt && <span>{`on ${formatSpecDate(item.completedAt)}`}</span>}
      {!approved && item.reviewNote && <span className="text-fg">{`: “${item.reviewNote}”`}</span>}
    </p>
  );
}

/** One completion in the queue: who, for which quest, their proof, and Approve or Reject. */
export function ReviewItem({ item, onApprove, onReject, busy }: ReviewItemProps) {
  const who = item.username ?? shortenAddress(item.account);
  return (
    <li
      data-testid="review-item"
      className="flex flex-col gap-3 rounded-2xl border border-card-border bg-card/70 p-4 md:flex-row md:items-start md:gap-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Person account={item.account} />
          <span className="text-sm text-muted">for</span>
          <h3 className="font-semibold text-fg">{item.questTitle}</h3>
          <StatusBadge>{`${formatCoinAmount(item.points)} coins`}</StatusBadge>
        </div>
        <Proof proof={item.proof} />
        <p className="text-xs text-muted">
          Sent <time dateTime={item.createdAt}>{formatSpecDate(item.createdAt)}</time>
        </p>
        <Outcome item={item} />
      </div>
      {item.status === 'pending' && (
        <div className="flex gap-2 md:flex-col">
          <Button onClick={onApprove} disabled={busy} className="flex-1 md:flex-none">
            Approve<span className="sr-only">{` ${who}'s proof for ${item.questTitle}`}</span>
          </Button>
          <Button variant="outline" onClick={onReject} disabled={busy} className="flex-1 md:flex-none">
            Reject<span className="sr-only">{` ${who}'s proof for ${item.questTitle}`}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
