import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type DialogFormProps = {
  /** The id the dialog's Modal is labelled by. */
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
  /** The server's refusal, or a note that some fields need another look; null for none. */
  alert: string | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * The inside of a console form dialog (a judge, a stage, a prize): title, fields, the refusal,
 * Cancel and the submit button. The caller mounts it per opening, so nothing typed lingers.
 */
export function DialogForm(props: DialogFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={props.titleId} className="text-xl font-bold text-fg">
          {props.title}
        </h2>
        <p className="text-sm text-muted">{props.description}</p>
      </div>
      {props.children}
      {props.alert && (
        <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
          {props.alert}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.pending} aria-busy={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The classes of a console form dialog's Modal: a sheet on phones, a card from 640 px. */
export const dialogClasses =
  'flex max-h-[92dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-2xl border p-5 sm:rounded-2xl sm:p-6';

/** What a form says when the schema found fields to fix (each field says what). */
export const FIX_FIELDS = 'Some fields need another look: see the notes under them.';
