import type { Shield } from '@guardians/shared/shields';
import { useId } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ShieldEditForm } from './shield-edit-form.tsx';

/** What the console's dialog edits: a shield, or 'new' for one that does not exist yet. */
export type ShieldEditTarget = Shield | 'new';

type ShieldEditDialogProps = { target: ShieldEditTarget | null; onClose: () => void };

/** The shield form in a dialog; closing it (Escape, Cancel, a save) puts focus back on its opener. */
export function ShieldEditDialog({ target, onClose }: ShieldEditDialogProps) {
  const headingId = useId();
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      labelledBy={headingId}
      className="flex max-h-[92dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-2xl border sm:rounded-2xl"
    >
      <div className="flex justify-end px-3 pt-3">
        <CloseButton label="Close" onClick={onClose} />
      </div>
      {target !== null && (
        <ShieldEditForm
          // A fresh form for each shield: the fields start from the one being opened.
          key={target === 'new' ? 'new' : target._id}
          shield={target === 'new' ? null : target}
          headingId={headingId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
