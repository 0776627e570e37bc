import type { ContestPiece } from '@guardians/shared/contest';
import { useRef } from 'react';
import { ItemCardSkeletons } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useScrollMemory } from '../../../lib/use-scroll-memory.ts';
import { useContestCount } from '../api/get-contest-count.ts';
import { useContestPieces } from '../api/get-contest-pieces.ts';
import { useClaimActions } from '../hooks/use-claim-actions.ts';
import { useContestViewer } from '../hooks/use-contest-viewer.ts';
import { formatCount } from '../utils/format-count.ts';
import { ClaimCard } from './claim-card.tsx';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/**
 * The Guardians to draw, 25 a page; the next page loads when the sentinel under the grid is half
 * visible (spec 9), and a button does the same for anyone who does not scroll.
 */
export function ClaimGrid({ itemHref }: { itemHref: (piece: ContestPiece) => string }) {
  const { signedInAccount } = useContestViewer();
  const query = useContestPieces(signedInAccount);
  const count = useContestCount();
  const actions = useClaimActions();
  const pages = query.data?.pages ?? [];
  const pieces = pages.flat();
  const shelf = useRef<HTMLDivElement>(null);
  useScrollMemory(shelf, 'claim-shelf', pieces.length > 0);

  return (
    <section id="claim" aria-labelledby="claim-title" className="flex scroll-mt-28 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="claim-title" className="text-2xl font-bold text-fg sm:text-3xl">
            Claim a Guardian to draw
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            Pick the Guardian you will draw. One claim at a time: press your own Guardian again to release it.
          </p>
        </div>
        {count.data !== undefined && (
          <p className="text-sm text-muted" aria-live="polite">
            {pieces.length > 0 ? `Showing ${formatCount(pieces.length)} of ` : ''}
            {formatCount(count.data)} Guardians
          </p>
        )}
      </div>

      {query.isPending ? (
        <ItemCardSkeletons count={10} label="Loading the Guardians" className={grid} action />
      ) : query.isError && pieces.length === 0 ? (
        <SectionError what="Guardians" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : pieces.length === 0 ? (
        <p className="rounded-2xl border border-card-border bg-card/80 p-10 text-center text-muted">
          No Guardians can be claimed yet. They appear here once the collection is minted.
        </p>
      ) : (
        // The grid scrolls inside its own shelf: 1,200 Guardians would otherwise push the form and
        // the FAQ out of reach, the sentinel loading a page each time the bottom came into view.
        <div
          ref={shelf}
          data-testid="claim-shelf"
          className="max-h-[75vh] overflow-y-auto overscroll-contain rounded-2xl border border-card-border/70 bg-night/30 p-2 sm:p-4"
        >
          <ul className={grid}>
            {pieces.map((piece) => (
              <li key={piece.id}>
                <ClaimCard
                  piece={piece}
                  pending={actions.pendingPieceId === piece.id}
                  busy={actions.busy}
                  onClaim={actions.claim}
                  href={itemHref(piece)}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            query={query}
            pageCount={pages.length}
            what="next Guardians"
            label="Show more Guardians"
            end="That is every Guardian."
            testId="claim-sentinel"
          />
        </div>
      )}
    </section>
  );
}
