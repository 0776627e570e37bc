import type { ContestStage } from '@guardians/shared/contest';
import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveStage } from '../api/contest-stage-change.ts';
import {
  type StageFormErrors,
  type StageFormValues,
  stageFieldOf,
  stageFormValues,
  toStageBody,
} from '../utils/contest-stage-form.ts';
import { DialogForm, dialogClasses, FIX_FIELDS } from './dialog-form.tsx';

/** `null` closed; `{ stage: null }` a new stage; `{ stage }` that stage's edit. */
export type StageEditing = { stage: ContestStage | null } | null;

/** Creates or edits a stage; the shared schema checks it first, then the server (no overlaps). */
export function ContestStageDialog({ editing, onClose }: { editing: StageEditing; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={editing !== null} onClose={onClose} labelledBy={titleId} className={dialogClasses}>
      {editing && <StageForm stage={editing.stage} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}

function StageForm({
  stage,
  titleId,
  onClose,
}: {
  stage: ContestStage | null;
  titleId: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState<StageFormValues>(() => stageFormValues(stage));
  const [errors, setErrors] = useState<StageFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveStage();

  function change(field: keyof StageFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  }

  function submit() {
    setRefusal(null);
    const result = toStageBody(values);
    if (!result.body) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { id: stage?.id ?? null, body: result.body },
      {
        onSuccess: (saved) => {
          toast.success(stage ? `Stage saved: ${saved.name}` : `Stage added: ${saved.name}`);
          onClose();
        },
        // 409 CONTEST_STAGES_OVERLAP names the stage in the way: a sentence about both dates, so it
        // goes above the buttons rather than under one field.
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : 'The stage could not be saved. Try again.';
          const field =
            failure instanceof ApiError && failure.status === 400 ? stageFieldOf(failure.field) : null;
          if (field) setErrors((current) => ({ ...current, [field]: message }));
          else setRefusal(message);
        },
      },
    );
  }

  const invalid = Object.keys(errors).length > 0;
  return (
    <DialogForm
      titleId={titleId}
      title={stage ? 'Edit stage' : 'New stage'}
      description="Times are in your time zone. Stages may not overlap; the arena shows the one running, else the next."
      alert={refusal ?? (invalid ? FIX_FIELDS : null)}
      submitLabel={stage ? 'Save stage' : 'Add stage'}
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        label="Name"
        value={values.name}
        maxLength={60}
        autoComplete="off"
        placeholder="Mystic River"
        onChange={(value) => change('name', value)}
        error={errors.name ?? null}
      />
      <TextField
        label="Prize (US dollars)"
        type="number"
        step="1"
        value={values.prizeUsd}
        placeholder="3000"
        onChange={(value) => change('prizeUsd', value)}
        hint="Whole dollars; 0 for a stage without a cash prize."
        error={errors.prizeUsd ?? null}
      />
      {/* One above the other: a date with its time does not fit half the dialog's width. */}
      <div className="grid gap-4">
        <TextField
          label="Starts"
          type="datetime-local"
          value={values.startsAt}
          onChange={(value) => change('startsAt', value)}
          error={errors.startsAt ?? null}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={values.endsAt}
          onChange={(value) => change('endsAt', value)}
          error={errors.endsAt ?? null}
        />
      </div>
    </DialogForm>
  );
}
