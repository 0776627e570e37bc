import type { ConsoleLoreEntry } from '@guardians/shared/editorial';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { assetUrl } from '../../../lib/asset-url.ts';
import { toast } from '../../../lib/toast.ts';
import { type LoreSection, useContentLore } from '../api/content-lore.ts';
import { useSetLoreOpen } from '../api/content-set-lore-open.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { RefusalNotice } from './content-refusal.tsx';

const nouns: Record<LoreSection, { one: string; many: string; page: string }> = {
  stories: { one: 'chapter', many: 'Story chapters', page: 'Story' },
  odyssey: { one: 'stage', many: 'Odyssey stages', page: 'Odyssey' },
};

const failed = (error: unknown, noun: string) =>
  error instanceof ApiError ? error.message : `The ${noun} could not be changed. Try again.`;

function LoreRow({
  entry,
  busy,
  onToggle,
}: {
  entry: ConsoleLoreEntry;
  busy: boolean;
  onToggle: () => void;
}) {
  const image = assetUrl(entry.image);
  return (
    <li
      data-testid="lore-entry"
      className="flex items-center gap-3 rounded-2xl border border-card-border bg-card/70 p-3 sm:gap-4 sm:p-4"
    >
      {image && (
        <img src={image} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl object-cover" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="font-semibold break-words text-fg">{entry.title}</h3>
        <div className="flex flex-wrap gap-2">
          {entry.isOpened ? <StatusBadge>Open</StatusBadge> : <StatusBadge tone="muted">Locked</StatusBadge>}
          {entry.origin === 'edited' && (
            <span title="Opened or locked in the console: the file's setting no longer counts.">
              <StatusBadge tone="sky">Set in the console</StatusBadge>
            </span>
          )}
        </div>
      </div>
      <Button
        variant={entry.isOpened ? 'outline' : 'primary'}
        className="shrink-0"
        disabled={busy}
        aria-busy={busy}
        aria-label={`${entry.isOpened ? 'Lock' : 'Open'} ${entry.title}`}
        onClick={onToggle}
      >
        {entry.isOpened ? 'Lock' : 'Open'}
      </Button>
    </li>
  );
}

/** The Story chapters or Odyssey stages in order: open one for every visitor, or lock it again. */
export function ContentLorePanel({ section }: { section: LoreSection }) {
  const lore = useContentLore(section);
  const change = useSetLoreOpen(section);
  const [locking, setLocking] = useState<ConsoleLoreEntry | null>(null);
  const noun = nouns[section];
  const refusal = refusalOf(lore.error);

  function open(entry: ConsoleLoreEntry) {
    change.mutate(
      { id: entry.id, isOpened: true },
      {
        onSuccess: () => toast.success(`Opened: ${entry.title}`),
        onError: (error) => toast.error(failed(error, noun.one)),
      },
    );
  }

  function lock() {
    if (!locking) return;
    const entry = locking;
    change.mutate(
      { id: entry.id, isOpened: false },
      {
        onSuccess: () => {
          toast.success(`Locked: ${entry.title}`);
          closeLock();
        },
      },
    );
  }

  function closeLock() {
    setLocking(null);
    change.reset();
  }

  if (refusal) return <RefusalNotice message={refusal} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted">
        An open {noun.one} can be read by every visitor of the {noun.page} page; a locked one shows as locked.
        The words, pictures and order come from content/; your choice here outlives restarts and changes to
        the file.
      </p>
      {lore.data ? (
        lore.data.length > 0 ? (
          <ul aria-label={noun.many} className="flex flex-col gap-3">
            {lore.data.map((entry) => (
              <LoreRow
                key={entry.id}
                entry={entry}
                busy={change.isPending && change.variables.id === entry.id}
                onToggle={() => (entry.isOpened ? setLocking(entry) : open(entry))}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted">
            No {noun.one} yet: they come from the files in content/.
          </p>
        )
      ) : lore.isError ? (
        <ErrorState
          title={`The ${noun.many} could not load`}
          onRetry={() => void lore.refetch()}
          retrying={lore.isFetching}
        />
      ) : (
        <TableSkeleton label={`Loading the ${noun.many}`} rows={5} />
      )}
      <ConfirmDialog
        open={locking !== null}
        title={`Lock “${locking?.title ?? ''}”?`}
        confirmLabel={`Lock ${noun.one}`}
        pendingLabel="Locking…"
        pending={change.isPending}
        error={change.error && locking ? failed(change.error, noun.one) : null}
        onConfirm={lock}
        onClose={closeLock}
      >
        Visitors stop seeing it at once; its page shows it as locked. You can open it again at any time.
      </ConfirmDialog>
    </div>
  );
}
