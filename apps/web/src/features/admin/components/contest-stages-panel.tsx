import type { ContestStage } from '@guardians/shared/contest';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { stagePhase } from '../../../lib/contest-stages.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteStage } from '../api/contest-stage-change.ts';
import { useConsoleStages } from '../api/contest-stages.ts';
import { failureMessage, refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { RefusalNotice } from './content-refusal.tsx';
import { ContestStageDialog, type StageEditing } from './contest-stage-dialog.tsx';
import { ContestStageRow } from './contest-stage-row.tsx';

/** The contest's stages by start: add, edit, delete after asking; each says whether it is past, running or to come. */
export function ContestStagesPanel() {
  const stages = useConsoleStages();
  const remove = useDeleteStage();
  const [editing, setEditing] = useState<StageEditing>(null);
  const [deleting, setDeleting] = useState<ContestStage | null>(null);
  // One moment for the whole list, so two rows never disagree about the time.
  const [now] = useState(() => Date.now());
  const refusal = refusalOf(stages.error);
  if (refusal) return <RefusalNotice message={refusal} />;

  function closeDelete() {
    setDeleting(null);
    remove.reset();
  }

  function confirmDelete() {
    if (!deleting) return;
    const stage = deleting;
    remove.mutate(stage.id, {
      onSuccess: () => {
        toast.success(`Stage deleted: ${stage.name}`);
        closeDelete();
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-muted sm:flex-1">
          The arena tells visitors which stage is running and when it ends, or when the next one starts.
        </p>
        <Button onClick={() => setEditing({ stage: null })}>New stage</Button>
      </div>
      {stages.data ? (
        stages.data.length > 0 ? (
          <ol aria-label="Contest stages by start" className="flex flex-col gap-3">
            {stages.data.map((stage) => (
              <ContestStageRow
                key={stage.id}
                stage={stage}
                phase={stagePhase(stage, now)}
                onEdit={() => setEditing({ stage })}
                onDelete={() => setDeleting(stage)}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            No stage yet, so the arena shows no dates. Add the first one with New stage.
          </p>
        )
      ) : stages.isError ? (
        <ErrorState
          title="The stages could not load"
          onRetry={() => void stages.refetch()}
          retrying={stages.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the stages" rows={3} />
      )}
      <ContestStageDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the stage “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete stage"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={
          remove.error ? failureMessage(remove.error, 'The stage could not be deleted. Try again.') : null
        }
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        Its dates and prize leave the arena at once. Submissions already made stay where they are.
      </ConfirmDialog>
    </div>
  );
}
