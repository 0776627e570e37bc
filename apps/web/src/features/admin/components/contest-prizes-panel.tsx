import type { ConsoleCertifiedPrize } from '@guardians/shared/certified';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useConsoleCollections } from '../api/collections-list.ts';
import { useDeletePrize, useMovePrize } from '../api/contest-prize-change.ts';
import { useConsolePrizes } from '../api/contest-prizes.ts';
import { useRowMove } from '../hooks/use-row-move.ts';
import { failureMessage, refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { RefusalNotice } from './content-refusal.tsx';
import { ContestPrizeDialog, type PrizeEditing } from './contest-prize-dialog.tsx';
import { ContestPrizeRow } from './contest-prize-row.tsx';

/** The certified prizes in the order the quests page shows them: add, edit, move, delete after asking. */
export function ContestPrizesPanel() {
  const prizes = useConsolePrizes();
  const collections = useConsoleCollections();
  const remove = useDeletePrize();
  const { moving, moveRow } = useRowMove(useMovePrize(), prizes.data);
  const [editing, setEditing] = useState<PrizeEditing>(null);
  const [deleting, setDeleting] = useState<ConsoleCertifiedPrize | null>(null);
  const refusal = refusalOf(prizes.error);
  if (refusal) return <RefusalNotice message={refusal} />;

  const collectionName = (address: string | null) =>
    collections.data?.find((collection) => collection.tokenAddress.toLowerCase() === address?.toLowerCase())
      ?.name ?? null;

  function closeDelete() {
    setDeleting(null);
    remove.reset();
  }

  function confirmDelete() {
    if (!deleting) return;
    const prize = deleting;
    remove.mutate(prize._id, {
      onSuccess: () => {
        toast.success(`Prize deleted: ${prize.name}`);
        closeDelete();
      },
    });
  }

  const total = prizes.data?.length ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-muted sm:flex-1" aria-live="polite">
          {prizes.data
            ? `${total === 1 ? '1 prize' : `${total} prizes`}, in the order the quests page shows them.`
            : 'The prizes members see on the quests page, in their order.'}
        </p>
        <Button onClick={() => setEditing({ prize: null })}>New prize</Button>
      </div>
      {prizes.data ? (
        prizes.data.length > 0 ? (
          <ol
            aria-label="Certified prizes in display order"
            aria-busy={moving}
            className="flex flex-col gap-3"
          >
            {prizes.data.map((prize, index) => (
              <ContestPrizeRow
                key={prize._id}
                prize={prize}
                place={index + 1}
                collectionName={collectionName(prize.tokenAddress)}
                canMoveUp={index > 0}
                canMoveDown={index < total - 1}
                moving={moving}
                onMove={(step) => moveRow({ id: prize._id, step })}
                onEdit={() => setEditing({ prize })}
                onDelete={() => setDeleting(prize)}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            No certified prize yet. Add the first one with New prize.
          </p>
        )
      ) : prizes.isError ? (
        <ErrorState
          title="The prizes could not load"
          onRetry={() => void prizes.refetch()}
          retrying={prizes.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the prizes" rows={4} />
      )}
      <ContestPrizeDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the prize “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete prize"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={
          remove.error ? failureMessage(remove.error, 'The prize could not be deleted. Try again.') : null
        }
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        It leaves the quests page at once; the token itself is not touched.
        {deleting?.slug &&
          ' It came from content/certified-nfts.json, and a later start does not bring it back.'}
      </ConfirmDialog>
    </div>
  );
}
