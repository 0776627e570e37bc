import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The server keeps at most this much of a reason (rejections and hidden submissions alike). */
const REASON_MAX = 500;

type ReasonField = {
  label: string;
  hint: string;
  /** Asked for, not just offered: confirming without one says so. */
  required: boolean;
};

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** A reason the operator types (the member or the other operators read it). */
  reason?: ReasonField;
  pending: boolean;
  /** The server's refusal: shown here, and the dialog stays open. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Asks before a destructive change (disable, reject, hide), with an optional reason. Nothing is sent
 * until the operator confirms; Escape, Cancel or the backdrop leave everything as it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      labelledBy={titleId}
      className="flex max-h-[90dvh] w-full max-w-md flex-col gap-4 overflow-y-auto rounded-t-2xl border p-6 sm:rounded-2xl"
    >
      {/* Mounted per opening, so a reason typed for one row does not follow to the next. */}
      {props.open && <ConfirmBody {...props} titleId={titleId} />}
    </Modal>
  );
}

function ConfirmBody({
  title,
  children,
  confirmLabel,
  pendingLabel,
  reason,
  pending,
  error,
  onConfirm,
  onClose,
  titleId,
}: ConfirmDialogProps & { titleId: string }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (reason?.required && !trimmed) {
      setMissing(true);
      return;
    }
    onConfirm(trimmed);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-fg">
        {title}
      </h2>
      <div className="text-muted">{children}</div>
      {reason && (
        <TextField
          label={reason.label}
          value={text}
          multiline
          maxLength={REASON_MAX}
          onChange={(value) => {
            setText(value);
            setMissing(false);
          }}
          hint={reason.hint}
          error={missing ? `${reason.label} is needed` : null}
        />
      )}
      {error && (
        <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
