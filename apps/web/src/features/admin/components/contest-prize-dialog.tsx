import type { ConsoleCertifiedPrize } from '@guardians/shared/certified';
import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useConsoleCollections } from '../api/collections-list.ts';
import { useSavePrize } from '../api/contest-prize-change.ts';
import {
  type PrizeFormErrors,
  type PrizeFormValues,
  prizeFieldOf,
  prizeFormValues,
  toPrizeBody,
} from '../utils/contest-prize-form.ts';
import { DialogForm, dialogClasses, FIX_FIELDS } from './dialog-form.tsx';
import { SelectField } from './select-field.tsx';

/** `null` closed; `{ prize: null }` a new prize; `{ prize }` that prize's edit. */
export type PrizeEditing = { prize: ConsoleCertifiedPrize | null } | null;

/** Creates or edits a certified prize: a token of one of the site's collections, with its name. */
export function ContestPrizeDialog({ editing, onClose }: { editing: PrizeEditing; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={editing !== null} onClose={onClose} labelledBy={titleId} className={dialogClasses}>
      {editing && <PrizeForm prize={editing.prize} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}

type PrizeFormProps = { prize: ConsoleCertifiedPrize | null; titleId: string; onClose: () => void };

function PrizeForm({ prize, titleId, onClose }: PrizeFormProps) {
  const [values, setValues] = useState<PrizeFormValues>(() => prizeFormValues(prize));
  const [errors, setErrors] = useState<PrizeFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const collections = useConsoleCollections();
  const save = useSavePrize();

  function change(field: keyof PrizeFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  }

  function submit() {
    setRefusal(null);
    const result = toPrizeBody(values);
    if (!result.body) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { id: prize?._id ?? null, body: result.body },
      {
        onSuccess: (saved) => {
          toast.success(prize ? `Prize saved: ${saved.name}` : `Prize added: ${saved.name}`);
          onClose();
        },
        // 400 PRIZE_TOKEN_UNKNOWN: the token is not an item the site has indexed.
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : 'The prize could not be saved. Try again.';
          const field = failure instanceof ApiError ? prizeFieldOf(failure.field) : null;
          if (field) setErrors((current) => ({ ...current, [field]: message }));
          else setRefusal(message);
        },
      },
    );
  }

  const listed = (collections.data ?? []).map((collection) => ({
    value: collection.tokenAddress.toLowerCase(),
    label: collection.name,
  }));
  // A prize whose collection left the site keeps its address as a choice, so an edit does not move it.
  const kept =
    values.tokenAddress && !listed.some((option) => option.value === values.tokenAddress)
      ? [{ value: values.tokenAddress, label: values.tokenAddress }]
      : [];
  const placeholder = collections.isPending ? 'Loading the collections…' : 'Choose a collection';
  const options = [{ value: '', label: placeholder }, ...listed, ...kept];
  const invalid = Object.keys(errors).length > 0;
  return (
    <DialogForm
      titleId={titleId}
      title={prize ? 'Edit prize' : 'New prize'}
      description="A prize is an item of one of the site's collections; its picture is the item's. New prizes join the end of the list."
      alert={refusal ?? (invalid ? FIX_FIELDS : null)}
      submitLabel={prize ? 'Save prize' : 'Add prize'}
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <SelectField
          label="Collection"
          value={values.tokenAddress}
          options={options}
          onChange={(value) => change('tokenAddress', value)}
          error={errors.tokenAddress}
          hint={collections.isError ? 'The collections could not load: close and try again.' : undefined}
        />
        <TextField
          label="Token id"
          value={values.tokenId}
          autoComplete="off"
          placeholder="42"
          maxLength={78}
          onChange={(value) => change('tokenId', value)}
          error={errors.tokenId ?? null}
        />
      </div>
      <TextField
        label="Name"
        value={values.name}
        maxLength={80}
        autoComplete="off"
        onChange={(value) => change('name', value)}
        error={errors.name ?? null}
      />
      <TextField
        label="Description"
        value={values.description}
        multiline
        maxLength={400}
        onChange={(value) => change('description', value)}
        hint="Optional: what the winner receives, in a sentence or two."
        error={errors.description ?? null}
      />
    </DialogForm>
  );
}
