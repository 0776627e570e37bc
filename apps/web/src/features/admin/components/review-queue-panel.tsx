import type { AdminRole } from '@guardians/shared/admin';
import { shortenAddress } from '@guardians/shared/common';
import { QUESTS_PAGE_SIZE, type ReviewQueueItem } from '@guardians/shared/quests';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { REVIEW_STATUSES, useReviewQueue } from '../api/get-review-queue.ts';
import { useApproveCompletion, useRejectCompletion } from '../api/review-completion.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';
import { sectionById } from '../utils/console-sections.ts';
import { formatCoinAmount } from '../utils/quest-labels.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { ReviewItem } from './review-item.tsx';
import { SelectField } from './select-field.tsx';

const FILTERS = { status: REVIEW_STATUSES } as const;
const statusOptions = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'completed', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
const emptyText = {
  pending: 'Nothing waits for review.',
  completed: 'No completion has been approved yet.',
  rejected: 'No completion has been rejected.',
} as const;

const failed = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);
const nameOf = (item: ReviewQueueItem) => item.username ?? shortenAddress(item.account);

/** The proof members sent for reviewed quests, oldest first: approve pays, reject says why. */
export function ReviewQueuePanel({ roles }: { roles: readonly AdminRole[] }) {
  const { q, offset, filters, update, setSearch, setOffset } = useListParams(FILTERS, QUESTS_PAGE_SIZE);
  const [search, setSearchText] = useSearchBox(q, setSearch);
  const queue = useReviewQueue({ status: filters.status, offset, q });
  const approve = useApproveCompletion();
  const reject = useRejectCompletion();
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  const refusal = refusalOf(queue.error);
  if (refusal) return <NotAllowedPanel section={sectionById.quests} roles={roles} message={refusal} />;

  function onApprove(item: ReviewQueueItem) {
    approve.mutate(item._id, {
      onSuccess: () =>
        toast.success(`Approved: ${formatCoinAmount(item.points)} coins paid to ${nameOf(item)}`),
      onError: (error) => toast.error(failed(error, 'The completion could not be approved. Try again.')),
    });
  }

  function onReject(reason: string) {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting._id, reason },
      {
        onSuccess: () => {
          toast.success(`Rejected: ${nameOf(rejecting)} can send new proof`);
          closeReject();
        },
      },
    );
  }

  function closeReject() {
    setRejecting(null);
    reject.reset();
  }

  const total = queue.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label="Search by quest, member or proof"
          value={search}
          onChange={setSearchText}
          className="sm:max-w-md sm:flex-1"
        />
        <SelectField
          label="Status"
          hideLabel
          value={filters.status}
          options={statusOptions}
          onChange={(status) => update({ status })}
          className="sm:w-56"
        />
      </div>
      {queue.data ? (
        queue.data.items.length > 0 ? (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {`${total} ${statusOptions.find((o) => o.value === filters.status)?.label.toLowerCase()}`}
              {q ? ` matching “${q}”` : ''}
              {filters.status === 'pending' ? ', oldest first' : ''}
            </p>
            <ul aria-label="Completions" aria-busy={queue.isPlaceholderData} className="flex flex-col gap-3">
              {queue.data.items.map((item) => (
                <ReviewItem
                  key={item._id}
                  item={item}
                  busy={approve.isPending && approve.variables === item._id}
                  onApprove={() => onApprove(item)}
                  onReject={() => setRejecting(item)}
                />
              ))}
            </ul>
            <Pager
              offset={offset}
              limit={QUESTS_PAGE_SIZE}
              total={total}
              onChange={setOffset}
              label="Review queue pages"
            />
          </>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {q ? `Nothing matches “${q}”.` : emptyText[filters.status]}
          </p>
        )
      ) : queue.isError ? (
        <ErrorState
          title="The review queue could not load"
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the review queue" rows={4} />
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title={`Reject ${rejecting ? nameOf(rejecting) : ''}'s proof?`}
        confirmLabel="Reject proof"
        pendingLabel="Rejecting…"
        reason={{
          label: 'Reason',
          hint: 'Optional. The member reads it on the quest, and may send new proof.',
          required: false,
        }}
        pending={reject.isPending}
        error={reject.error ? failed(reject.error, 'The completion could not be rejected. Try again.') : null}
        onConfirm={onReject}
        onClose={closeReject}
      >
        {rejecting ? `No coins are paid for “${rejecting.questTitle}”.` : null}
      </ConfirmDialog>
    </div>
  );
}
