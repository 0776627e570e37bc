import type { EarnedShield, Shield } from '@guardians/shared/shields';
import { useId, useState } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { AllShieldsList } from './all-shields-list.tsx';
import { ShieldDetail } from './shield-detail.tsx';
import { ShieldEditForm } from './shield-edit-form.tsx';

/** What the modal shows: the All Shields list, or one shield (from the list or the strip). */
export type ShieldSelection = { view: 'all' } | { view: 'shield'; id: number; fromList?: boolean };

type ShieldModalProps = {
  selection: ShieldSelection | null;
  onSelect: (selection: ShieldSelection) => void;
  onClose: () => void;
  shields: Shield[];
  loading: boolean;
  /** The page wallet's awards by shield id. */
  awards: ReadonlyMap<number, EarnedShield>;
  /** Shield ids the viewer's own wallet earned (those it may download). */
  viewerOwned: ReadonlySet<number>;
  canEdit: boolean;
};

/** Spec 4: opens when a shield is selected and closes with the close control (or Escape). */
export function ShieldModal({
  selection,
  onSelect,
  onClose,
  shields,
  loading,
  awards,
  viewerOwned,
  canEdit,
}: ShieldModalProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const shield =
    selection?.view === 'shield'
      ? (shields.find((s) => s._id === selection.id) ?? awards.get(selection.id))
      : undefined;
  const close = () => {
    setEditing(null);
    onClose();
  };

  return (
    <Modal
      open={selection !== null}
      onClose={close}
      labelledBy={headingId}
      className="flex max-h-[92dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-2xl border sm:rounded-2xl"
    >
      <div className="flex items-center justify-between px-3 pt-3">
        {selection?.view === 'shield' && selection.fromList ? (
          <button
            type="button"
            onClick={() => {
              setEditing(null);
              onSelect({ view: 'all' });
            }}
            className="rounded-full px-3 py-2 text-sm font-semibold text-muted hover:bg-white/10 hover:text-fg"
          >
            ← All Shields
          </button>
        ) : (
          <span />
        )}
        <CloseButton label="Close" onClick={close} />
      </div>
      {selection?.view === 'all' && (
        <AllShieldsList
          shields={shields}
          loading={loading}
          earnedIds={new Set(awards.keys())}
          headingId={headingId}
          onSelect={(id) => onSelect({ view: 'shield', id, fromList: true })}
        />
      )}
      {shield && editing === shield._id && (
        <ShieldEditForm shield={shield} headingId={headingId} onDone={() => setEditing(null)} />
      )}
      {shield && editing !== shield._id && (
        <ShieldDetail
          shield={shield}
          award={awards.get(shield._id)}
          ownedByViewer={viewerOwned.has(shield._id)}
          canEdit={canEdit}
          onEdit={() => setEditing(shield._id)}
          headingId={headingId}
        />
      )}
    </Modal>
  );
}
