import {
  SHIELD_DESCRIPTION_MAX,
  SHIELD_IMAGE_ACCEPT,
  SHIELD_NAME_MAX,
  type Shield,
} from '@guardians/shared/shields';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveShield } from '../api/save-shield.ts';
import { validateShieldDraft } from '../utils/shield-form.ts';

type ShieldEditFormProps = {
  /** null: a new shield, which needs its picture. */
  shield: Shield | null;
  headingId: string;
  onDone: () => void;
};

/** Admin-only shield editor: name and description required, a png/jpg/jpeg picture (optional on edit). */
export function ShieldEditForm({ shield, headingId, onDone }: ShieldEditFormProps) {
  const [name, setName] = useState(shield?.name ?? '');
  const [description, setDescription] = useState(shield?.description ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveShield();
  const fileId = useId();
  const creating = shield === null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { name, description, image };
    const problem = validateShieldDraft(draft, { imageRequired: creating });
    setError(problem);
    if (problem) return;
    save.mutate(
      { id: shield?._id ?? null, draft },
      {
        onSuccess: () => {
          toast.success(creating ? 'Shield created' : 'Shield saved');
          onDone();
        },
        // The server's own sentence when it refuses (a taken name, a picture that is not PNG or JPEG).
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? failure.message : 'The shield could not be saved. Try again.',
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 px-5 pb-6 sm:px-6">
      <h2 id={headingId} className="text-2xl font-bold text-gold">
        {creating ? 'New shield' : 'Edit shield'}
      </h2>
      <TextField label="Name" value={name} onChange={setName} maxLength={SHIELD_NAME_MAX} />
      <TextField
        label="Description"
        value={description}
        onChange={setDescription}
        multiline
        maxLength={SHIELD_DESCRIPTION_MAX}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold text-fg">
          Image{' '}
          <span className="font-normal text-muted">
            {creating ? '(png, jpg or jpeg)' : '(png, jpg or jpeg; leave empty to keep it)'}
          </span>
        </label>
        <input
          id={fileId}
          type="file"
          accept={SHIELD_IMAGE_ACCEPT}
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          className="text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-gold/15 file:px-4 file:py-2 file:font-semibold file:text-gold"
        />
      </div>
      <p role="alert" className="min-h-5 text-sm text-[#ff9b8a]">
        {error}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
