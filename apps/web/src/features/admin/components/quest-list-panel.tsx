import type { AdminRole } from '@guardians/shared/admin';
import { QUESTS_PAGE_SIZE } from '@guardians/shared/quests';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useConsoleQuests } from '../api/get-console-quests.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useQuestMove } from '../hooks/use-quest-move.ts';
import { useQuestToggle } from '../hooks/use-quest-toggle.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';
import { sectionById } from '../utils/console-sections.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { type QuestEditing, QuestFormDialog } from './quest-form-dialog.tsx';
import { QuestRow } from './quest-row.tsx';

const NO_FILTERS = {} as const;

type QuestListPanelProps = {
  /** The caller may also review: a quest's pending count links to its queue. */
  canReview: boolean;
  roles: readonly AdminRole[];
};

/** Every quest in display order: search, create, edit, disable and enable, move up and down. */
export function QuestListPanel({ canReview, roles }: QuestListPanelProps) {
  const { q, offset, setSearch, setOffset } = useListParams(NO_FILTERS, QUESTS_PAGE_SIZE);
  const [search, setSearchText] = useSearchBox(q, setSearch);
  const quests = useConsoleQuests({ offset, q });
  const { moving, moveQuest } = useQuestMove(offset, setOffset, quests.data);
  const toggle = useQuestToggle();
  const [editing, setEditing] = useState<QuestEditing>(null);
  const refusal = refusalOf(quests.error);
  if (refusal) return <NotAllowedPanel section={sectionById.quests} roles={roles} message={refusal} />;

  const total = quests.data?.total ?? 0;
  const reviewHref = (title: string) =>
    canReview ? `?${new URLSearchParams({ tab: 'review', q: title })}` : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label="Search by title or slug"
          value={search}
          onChange={setSearchText}
          className="sm:max-w-md sm:flex-1"
        />
        <Button className="sm:ml-auto" onClick={() => setEditing({ quest: null })}>
          New quest
        </Button>
      </div>
      {quests.data ? (
        quests.data.items.length > 0 ? (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? '1 quest' : `${total} quests`}
              {q
                ? ` matching “${q}”. Clear the search to change the order.`
                : ', in the order members see them.'}
            </p>
            <ol
              aria-label="Quests in display order"
              aria-busy={moving || quests.isPlaceholderData}
              className={`flex flex-col gap-3 transition-opacity ${quests.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {quests.data.items.map((quest, index) => {
                const place = offset + index;
                return (
                  <QuestRow
                    key={quest._id}
                    quest={quest}
                    place={q ? null : place + 1}
                    canMoveUp={!q && place > 0}
                    canMoveDown={!q && place < total - 1}
                    moving={moving}
                    onMove={(step) => moveQuest({ id: quest._id, step })}
                    onEdit={() => setEditing({ quest })}
                    onToggle={() => toggle.toggle(quest)}
                    reviewHref={reviewHref(quest.title)}
                  />
                );
              })}
            </ol>
            <Pager
              offset={offset}
              limit={QUESTS_PAGE_SIZE}
              total={total}
              onChange={setOffset}
              label="Quest pages"
            />
          </>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {q ? `No quest matches “${q}”.` : 'No quest yet. Create the first one with New quest.'}
          </p>
        )
      ) : quests.isError ? (
        <ErrorState
          title="The quests could not load"
          onRetry={() => void quests.refetch()}
          retrying={quests.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the quests" rows={6} />
      )}
      <QuestFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toggle.confirming !== null}
        title={`Disable “${toggle.confirming?.title ?? ''}”?`}
        confirmLabel="Disable quest"
        pendingLabel="Disabling…"
        pending={toggle.pending}
        error={toggle.refusal}
        onConfirm={toggle.confirm}
        onClose={toggle.cancel}
      >
        Members no longer see it or complete it. Coins already paid stay paid, and you can enable it again at
        any time.
      </ConfirmDialog>
    </div>
  );
}
