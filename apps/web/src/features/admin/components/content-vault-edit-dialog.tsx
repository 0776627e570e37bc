import { type ConsoleVaultAsset, VaultAssetPatchSchema } from '@guardians/shared/vault';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateVaultAsset } from '../api/content-vault-change.ts';

type Errors = { title?: string; description?: string };

/** Renames or rewrites an asset's description; its picture and file stay (upload a new one to change them). */
export function ContentVaultEditDialog({
  asset,
  onClose,
}: {
  asset: ConsoleVaultAsset | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal
      open={asset !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="flex max-h-[90dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-2xl border p-6 sm:rounded-2xl"
    >
      {asset && <EditBody asset={asset} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}

function EditBody({
  asset,
  titleId,
  onClose,
}: {
  asset: ConsoleVaultAsset;
  titleId: string;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(asset.title);
  const [description, setDescription] = useState(asset.description);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateVaultAsset();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const patch = VaultAssetPatchSchema.safeParse({ title, description });
    if (!patch.success) {
      const found: Errors = {};
      for (const issue of patch.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'description')
          found[field] ??= issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
      }
      setErrors(found);
      return;
    }
    update.mutate(
      { id: asset._id, patch: patch.data },
      {
        onSuccess: (saved) => {
          toast.success(`Saved: ${saved.title}`);
          onClose();
        },
        onError: (failure) =>
          setRefusal(
            failure instanceof ApiError ? failure.message : 'The asset could not be saved. Try again.',
          ),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-fg">
        Edit “{asset.title}”
      </h2>
      <TextField
        label="Title"
        value={title}
        maxLength={120}
        onChange={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title ?? null}
      />
      <TextField
        label="Description"
        value={description}
        multiline
        maxLength={2000}
        onChange={(value) => {
          setDescription(value);
          setErrors((current) => ({ ...current, description: undefined }));
        }}
        error={errors.description ?? null}
      />
      {refusal && (
        <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
