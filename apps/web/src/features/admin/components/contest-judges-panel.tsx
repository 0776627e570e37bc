import { shortenAddress } from '@guardians/shared/common';
import type { Judge } from '@guardians/shared/contest';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRemoveJudge } from '../api/contest-judge-change.ts';
import { useContestJudges } from '../api/contest-judges.ts';
import { failureMessage, refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { RefusalNotice } from './content-refusal.tsx';
import { ContestJudgeDialog, type JudgeEditing } from './contest-judge-dialog.tsx';

const cell = 'px-3 py-3 align-middle sm:px-4';

/** The contest's judges by name: add, rename, and remove after asking. */
export function ContestJudgesPanel() {
  const judges = useContestJudges();
  const remove = useRemoveJudge();
  const [editing, setEditing] = useState<JudgeEditing>(null);
  const [removing, setRemoving] = useState<Judge | null>(null);
  const refusal = refusalOf(judges.error);
  if (refusal) return <RefusalNotice message={refusal} />;

  function closeRemove() {
    setRemoving(null);
    remove.reset();
  }

  function confirmRemove() {
    if (!removing) return;
    const judge = removing;
    remove.mutate(judge.account, {
      onSuccess: () => {
        toast.success(`Judge removed: ${judge.name}`);
        closeRemove();
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-muted sm:flex-1">
          A judge sees each contest entry's submission id in the gallery. To review submissions in this
          console, a judge also needs the judge role (Roles).
        </p>
        <Button onClick={() => setEditing({ judge: null })}>Add a judge</Button>
      </div>
      {judges.data ? (
        judges.data.length > 0 ? (
          <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/70">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">Contest judges</caption>
              <thead className="text-xs tracking-wider text-muted uppercase">
                <tr className="border-b border-card-border">
                  <th scope="col" className={`font-semibold ${cell}`}>
                    Judge
                  </th>
                  <th scope="col" className={`hidden font-semibold md:table-cell ${cell}`}>
                    Wallet
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {judges.data.map((judge) => (
                  <JudgeRow
                    key={judge.account}
                    judge={judge}
                    onRename={() => setEditing({ judge })}
                    onRemove={() => setRemoving(judge)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            No judge yet. Add the first one with Add a judge.
          </p>
        )
      ) : judges.isError ? (
        <ErrorState
          title="The judges could not load"
          onRetry={() => void judges.refetch()}
          retrying={judges.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the judges" rows={3} />
      )}
      <ContestJudgeDialog editing={editing} judges={judges.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''} as a judge?`}
        confirmLabel="Remove judge"
        pendingLabel="Removing…"
        pending={remove.isPending}
        error={
          remove.error ? failureMessage(remove.error, 'The judge could not be removed. Try again.') : null
        }
        onConfirm={confirmRemove}
        onClose={closeRemove}
      >
        They stop seeing the submission ids on the contest's entries. A judge role granted in Roles stays
        until you revoke it there.
      </ConfirmDialog>
    </div>
  );
}

type JudgeRowProps = { judge: Judge; onRename: () => void; onRemove: () => void };

function JudgeRow({ judge, onRename, onRemove }: JudgeRowProps) {
  const short = shortenAddress(judge.account);
  return (
    <tr data-testid="contest-judge" className="border-b border-card-border/60 last:border-b-0">
      <th scope="row" className={`font-semibold text-fg ${cell}`}>
        <div className="flex flex-col items-start gap-1">
          <span className="break-words">{judge.name}</span>
          <span className="text-xs font-normal text-muted md:hidden">
            <Person account={judge.account} avatarClassName="size-5 text-[8px]" />
          </span>
        </div>
      </th>
      <td className={`hidden md:table-cell ${cell}`}>
        <Person account={judge.account} />
      </td>
      <td className={`${cell}`}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onRename}>
            Rename<span className="sr-only">{` ${judge.name} (${short})`}</span>
          </Button>
          <Button variant="ghost" onClick={onRemove}>
            Remove<span className="sr-only">{` ${judge.name} (${short})`}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}
