import { type ConsoleSubmission, galleryAdminMessages } from '@guardians/shared/gallery';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { toast } from '../../../lib/toast.ts';
import { SUBMISSIONS_PAGE_SIZE, useConsoleSubmissions } from '../api/get-console-submissions.ts';
import { useSetSubmissionHidden } from '../api/set-submission-hidden.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';
import { sectionById } from '../utils/console-sections.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { SubmissionTile } from './submission-tile.tsx';
import { SubmissionsToolbar } from './submissions-toolbar.tsx';

const FILTERS = { status: ['all', 'shown', 'hidden'], sort: ['newest', 'oldest', 'most_loved'] } as const;
const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The submission could not be changed. Try again.';

function TilesSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the submissions"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="aspect-[4/5] rounded-2xl" />
      ))}
    </div>
  );
}

/** /admin/submissions: every fan-art submission; moderators hide one with a reason or show it again. */
export function SubmissionsPage({ viewer }: { viewer: ConsoleViewer }) {
  const canHide = viewer.status.permissions.includes('submissions:disable');
  const { q, offset, filters, update, setSearch, setOffset } = useListParams(FILTERS, SUBMISSIONS_PAGE_SIZE);
  const [search, setSearchText] = useSearchBox(q, setSearch);
  const submissions = useConsoleSubmissions({ ...filters, q, offset });
  const change = useSetSubmissionHidden();
  const [hiding, setHiding] = useState<ConsoleSubmission | null>(null);
  const refusal = refusalOf(submissions.error);
  if (refusal)
    return (
      <NotAllowedPanel section={sectionById.submissions} roles={viewer.status.roles} message={refusal} />
    );

  function show(submission: ConsoleSubmission) {
    change.mutate(
      { id: submission._id, hidden: false },
      {
        onSuccess: () => toast.success(galleryAdminMessages.enabled),
        onError: (error) => toast.error(failed(error)),
      },
    );
  }

  function hide(reason: string) {
    if (!hiding) return;
    change.mutate(
      { id: hiding._id, hidden: true, reason },
      {
        onSuccess: () => {
          toast.success(galleryAdminMessages.disabled);
          closeHide();
        },
      },
    );
  }

  /** A failed Show again must not greet the next Hide dialog with its error. */
  function askToHide(submission: ConsoleSubmission) {
    change.reset();
    setHiding(submission);
  }

  function closeHide() {
    setHiding(null);
    change.reset();
  }

  const total = submissions.data?.total ?? 0;
  return (
    <>
      <ConsoleHeader title="Submissions">
        {canHide
          ? 'Every fan-art submission, hidden ones included. Hiding one takes it out of every public list, count and love at once.'
          : 'Every fan-art submission, hidden ones included. Hiding or showing one needs a moderator or an owner.'}
      </ConsoleHeader>
      <SubmissionsToolbar
        search={search}
        onSearch={setSearchText}
        status={filters.status}
        sort={filters.sort}
        onFilter={(patch) => update(patch)}
      />
      {submissions.data ? (
        submissions.data.items.length > 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? '1 submission' : `${formatCompactNumber(total)} submissions`}
              {q ? ` matching “${q}”` : ''}
            </p>
            <ul
              aria-label="Submissions"
              aria-busy={submissions.isPlaceholderData}
              className={`grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${submissions.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {submissions.data.items.map((submission) => (
                <SubmissionTile
                  key={submission._id}
                  submission={submission}
                  busy={change.isPending && change.variables?.id === submission._id}
                  onToggle={
                    canHide ? () => (submission.disabled ? show(submission) : askToHide(submission)) : null
                  }
                />
              ))}
            </ul>
            <Pager
              offset={offset}
              limit={SUBMISSIONS_PAGE_SIZE}
              total={total}
              onChange={setOffset}
              label="Submission pages"
            />
          </div>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {q
              ? `No submission matches “${q}”.`
              : filters.status === 'hidden'
                ? 'No submission is hidden.'
                : 'No submission yet.'}
          </p>
        )
      ) : submissions.isError ? (
        <ErrorState
          title="The submissions could not load"
          onRetry={() => void submissions.refetch()}
          retrying={submissions.isFetching}
        />
      ) : (
        <TilesSkeleton />
      )}
      <ConfirmDialog
        open={hiding !== null}
        title={`Hide ${hiding?.submissionProcessId ?? ''}?`}
        confirmLabel="Hide submission"
        pendingLabel="Hiding…"
        reason={{
          label: 'Reason',
          hint: 'Other operators read it beside the submission. The artist is not told.',
          required: true,
        }}
        pending={change.isPending}
        error={change.error && hiding ? failed(change.error) : null}
        onConfirm={hide}
        onClose={closeHide}
      >
        It leaves the gallery, its counts and its loves for every visitor at once. You can show it again
        later.
      </ConfirmDialog>
    </>
  );
}
