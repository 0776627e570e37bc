import type { ConsoleQuest } from '@guardians/shared/quests';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveQuest } from '../api/save-quest.ts';
import {
  formFieldOf,
  type QuestFormErrors,
  type QuestFormValues,
  questFormValues,
  toQuestForm,
} from '../utils/quest-form.ts';
import { QuestFormFields } from './quest-form-fields.tsx';

/** `null` closed; `{ quest: null }` a new quest; `{ quest }` that quest's edit. */
export type QuestEditing = { quest: ConsoleQuest | null } | null;

type QuestFormDialogProps = { editing: QuestEditing; onClose: () => void };

/** Creates or edits a quest; the server's schema checks it here first, then the server does. */
export function QuestFormDialog({ editing, onClose }: QuestFormDialogProps) {
  const titleId = useId();
  return (
    <Modal
      open={editing !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="flex max-h-[92dvh] w-full max-w-2xl flex-col overflow-y-auto rounded-t-2xl border p-5 sm:rounded-2xl sm:p-6"
    >
      {editing && <QuestFormBody quest={editing.quest} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}

function QuestFormBody({
  quest,
  titleId,
  onClose,
}: {
  quest: ConsoleQuest | null;
  titleId: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState<QuestFormValues>(() => questFormValues(quest));
  const [errors, setErrors] = useState<QuestFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveQuest();

  function change(patch: Partial<QuestFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    const cleared = { ...errors };
    for (const field of Object.keys(patch) as (keyof QuestFormValues)[]) delete cleared[field];
    setErrors(cleared);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const result = toQuestForm(values, quest?.position ?? 0);
    if (!result.form) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { id: quest?._id ?? null, form: result.form },
      {
        onSuccess: (saved) => {
          toast.success(quest ? `Quest saved: ${saved.title}` : `Quest created: ${saved.title}`);
          onClose();
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : 'The quest could not be saved. Try again.';
          const field = failure instanceof ApiError ? formFieldOf(failure.field) : null;
          if (field) setErrors((current) => ({ ...current, [field]: message }));
          else setRefusal(message);
        },
      },
    );
  }

  const invalid = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold text-fg">
          {quest ? 'Edit quest' : 'New quest'}
        </h2>
        <p className="text-sm text-muted">
          {quest
            ? 'Changes apply to completions from now on; coins already paid stay as they were.'
            : 'It joins the end of the list; move it where you want it afterwards.'}
        </p>
      </div>
      <QuestFormFields values={values} errors={errors} onChange={change} />
      {(refusal || invalid) && (
        <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
          {refusal ?? 'Some fields need another look: see the notes under them.'}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : quest ? 'Save quest' : 'Create quest'}
        </Button>
      </div>
    </form>
  );
}
