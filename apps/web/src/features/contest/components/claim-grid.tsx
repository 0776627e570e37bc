import type { ContestPiece } from '@guardians/shared/contest';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ItemCardSkeletons } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useGuardians } from '../../../lib/api/get-guardians.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useContestPieces } from '../api/get-contest-pieces.ts';
import { useClaimActions } from '../hooks/use-claim-actions.ts';
import { useContestViewer } from '../hooks/use-contest-viewer.ts';
import { formatCount } from '../utils/format-count.ts';
import { ClaimCard } from './claim-card.tsx';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Guardians to draw, 25 a page in the page itself (no box scrolling inside it), found by token
 * id or name and narrowed to one Guardian. More come with "Show more Guardians" rather than on
 * scroll: 1,200 Guardians loading as the bottom came into view would keep the form and the FAQ
 * under them out of reach.
 */
export function ClaimGrid({ itemHref }: { itemHref: (piece: ContestPiece) => string }) {
  const { signedInAccount } = useContestViewer();
  const [input, setInput] = useState('');
  const [guardian, setGuardian] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const query = useContestPieces(signedInAccount, { search, guardian });
  const guardians = useGuardians();
  const actions = useClaimActions();
  const guardianId = useId();
  const pages = query.data?.pages ?? [];
  const pieces = pages.flatMap((page) => page.items);
  const total = pages[0]?.total;
  const narrowed = Boolean(search || guardian);

  return (
    <section id="claim" aria-labelledby="claim-title" className="flex scroll-mt-28 flex-col gap-5">
      <div>
        <h2 id="claim-title" className="text-2xl font-bold text-fg sm:text-3xl">
          Claim a Guardian to draw
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          Pick the Guardian you will draw. One claim at a time: press your own Guardian again to release it.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchField
          label="Search by token id or name"
          value={input}
          onChange={setInput}
          className="w-full sm:max-w-sm sm:flex-1"
        />
        <div className="flex items-center gap-2">
          <label htmlFor={guardianId} className="shrink-0 text-sm font-semibold text-muted">
            Guardian
          </label>
          <select
            id={guardianId}
            value={guardian}
            onChange={(event) => setGuardian(event.target.value)}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-card-border bg-card/80 px-4 py-2 text-sm text-fg focus:border-gold/70 sm:flex-none"
          >
            <option value="">All Guardians</option>
            {(guardians.data ?? []).map((entry) => (
              <option key={entry._id} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        {total !== undefined && (
          <p className="text-sm text-muted sm:ml-auto" aria-live="polite">
            {pieces.length > 0 ? `Showing ${formatCount(pieces.length)} of ` : ''}
            {formatCount(total)} Guardians
          </p>
        )}
      </div>

      {query.isPending ? (
        <ItemCardSkeletons count={10} label="Loading the Guardians" className={grid} action />
      ) : query.isError && pieces.length === 0 ? (
        <SectionError what="Guardians" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : pieces.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-card-border bg-card/80 p-10 text-center text-muted">
          <p>
            {narrowed
              ? 'No Guardian matches this search.'
              : 'No Guardians can be claimed yet. They appear here once the collection is minted.'}
          </p>
          {narrowed && (
            <Button
              variant="outline"
              onClick={() => {
                setInput('');
                setGuardian('');
              }}
            >
              Show every Guardian
            </Button>
          )}
        </div>
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <ul className={`${grid} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
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
            end={narrowed ? undefined : 'That is every Guardian.'}
            testId="claim-more"
            auto={false}
          />
        </div>
      )}
    </section>
  );
}
