import type { ArtistSubmission } from '@guardians/shared/gallery';
import { useCallback, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useDeferredReady } from '../../../lib/use-deferred-ready.ts';
import { useSentinel } from '../../../lib/use-sentinel.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import type { GallerySource } from '../api/gallery-source.ts';
import { useSubmissionCount, useSubmissions } from '../api/get-submissions.ts';
import { useIsAdmin, useIsJudge } from '../api/get-viewer-roles.ts';
import { useDisableSubmission } from '../hooks/use-disable-submission.ts';
import { useGalleryParams } from '../hooks/use-gallery-params.ts';
import { useLocateSubmission } from '../hooks/use-locate-submission.ts';
import { useLove } from '../hooks/use-love.ts';
import { newRandomSeed } from '../utils/gallery-sort.ts';
import { DisableToggle } from './disable-toggle.tsx';
import { GallerySkeleton } from './gallery-skeleton.tsx';
import { GalleryToolbar } from './gallery-toolbar.tsx';
import { JustifiedGrid } from './justified-grid.tsx';
import { type ItemHref, SubmissionCard } from './submission-card.tsx';
import { SubmissionModal } from './submission-modal.tsx';

type SubmissionGalleryProps = {
  source: GallerySource;
  /** The admin edit view was asked for (`?type=edit`); it only opens for administrators. */
  editView?: boolean;
  /** Where "Fan art of #id" leads; by default the item page of the token's collection. */
  itemHref?: ItemHref;
};

const defaultItemHref: ItemHref = (token) => `/collection/${token.tokenAddress}/${token.tokenId}`;

/**
 * The fan-art gallery (spec 4): sort in the URL, justified rows with infinite scroll, loves, the
 * detail on `?id=` / `?tweetId=`, the process id for judges, and the admin edit view.
 */
export function SubmissionGallery({
  source,
  editView = false,
  itemHref = defaultItemHref,
}: SubmissionGalleryProps) {
  const wallet = useWallet();
  const account = wallet.status === 'connected' && wallet.address ? wallet.address.toLowerCase() : null;
  const params = useGalleryParams();
  // One seed per visit: random order pages without repeats and stays put while the visit lasts.
  const [seed] = useState(newRandomSeed);
  const admin = useIsAdmin(editView, account);
  const editing = editView && admin.data === true;
  const judge = useIsJudge(account);
  const showProcessId = editing || judge.data === true;

  const filter = { source, sortBy: params.sortBy, seed, showDisabled: editing };
  const list = useSubmissions(filter, account);
  const count = useSubmissionCount({ source, showDisabled: editing });
  const love = useLove(source);
  const disable = useDisableSubmission();
  const located = useLocateSubmission(params.open, list);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const submissions = list.data?.pages.flat() ?? [];
  // A phone shows about the first four tiles without scrolling; those are not lazily loaded.
  const aboveFold = new Set(submissions.slice(0, 4).map((submission) => submission._id));
  const sentinel = useSentinel<HTMLDivElement>(
    loadMore,
    hasNextPage && !list.isFetchNextPageError,
    list.data?.pages.length,
  );

  const actions = {
    onOpen: params.openSubmission,
    onLove: (submission: ArtistSubmission) => void love.toggle(submission),
    lovePendingId: love.pendingId,
    itemHref,
    showProcessId,
  };
  // While an admin check runs, the edit view is not shown as the public one (and then swapped).
  const waitingForAdmin = editView && admin.isPending;
  const ready = useDeferredReady(!list.isPending && !waitingForAdmin);

  return (
    <section aria-label={editing ? 'Fan art, edit view' : 'Fan art'} className="flex flex-col gap-6">
      {editing && (
        <p className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-fg">
          Edit view: hidden submissions are listed too. Switch one to disabled to take it out of the public
          gallery.
        </p>
      )}
      <GalleryToolbar sortBy={params.sortBy} onSort={params.setSort} count={count.data} editView={editing} />
      {list.isPending || waitingForAdmin || !ready ? (
        <GallerySkeleton />
      ) : list.isError && submissions.length === 0 ? (
        <ErrorState
          title="The gallery could not load"
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : submissions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-card-border bg-card/60 px-6 py-16 text-center">
          <p className="text-xl font-semibold text-fg">No fan art yet</p>
          <p className="max-w-md text-muted">
            When artists share their Guardians, their work will hang here.
          </p>
        </div>
      ) : (
        <div
          aria-busy={list.isFetching}
          className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
        >
          <JustifiedGrid
            submissions={submissions}
            label="Fan art"
            renderCard={(submission, size) => (
              <>
                <SubmissionCard
                  submission={submission}
                  priority={aboveFold.has(submission._id)}
                  {...size}
                  {...actions}
                />
                {editing && (
                  <DisableToggle
                    submission={submission}
                    pending={disable.pendingId === submission._id}
                    onChange={disable.setDisabled}
                  />
                )}
              </>
            )}
          />
        </div>
      )}
      {list.isFetchNextPageError ? (
        <SectionError
          what="next fan art"
          onRetry={() => void fetchNextPage()}
          retrying={isFetchingNextPage}
        />
      ) : (
        hasNextPage && (
          <div ref={sentinel} className="flex justify-center py-6" aria-hidden={!isFetchingNextPage}>
            {isFetchingNextPage && (
              <span role="status" className="text-sm text-muted">
                Loading more fan art…
              </span>
            )}
          </div>
        )
      )}
      <SubmissionModal located={located} onClose={params.closeSubmission} {...actions} />
    </section>
  );
}
