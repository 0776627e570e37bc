import { VAULT_FILE_MAX_BYTES, VAULT_IMAGE_ACCEPT } from '@guardians/shared/vault';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadVaultAsset } from '../api/content-vault-upload.ts';
import {
  checkVaultUpload,
  emptyVaultUpload,
  formatSize,
  type VaultUploadErrors,
  type VaultUploadValues,
} from '../utils/content-vault-form.ts';
import { ContentFileField } from './content-file-field.tsx';
import { ContentSwitch } from './content-switch.tsx';
import { FormPanel } from './form-panel.tsx';

const FIELDS = ['title', 'description', 'image', 'file'] as const;
const fieldOf = (field: string | undefined) => FIELDS.find((name) => name === field);

/** A new vault asset: its picture, the file holders download, and who may download it. */
export function ContentVaultUploadForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<VaultUploadValues>(emptyVaultUpload);
  const [errors, setErrors] = useState<VaultUploadErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { upload, progress } = useUploadVaultAsset();

  function change(patch: Partial<VaultUploadValues>) {
    setValues((current) => ({ ...current, ...patch }));
    const cleared = { ...errors };
    for (const field of Object.keys(patch)) delete cleared[field as keyof VaultUploadErrors];
    setErrors(cleared);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkVaultUpload(values);
    if (!checked.upload) {
      setErrors(checked.errors);
      return;
    }
    upload.mutate(checked.upload, {
      onSuccess: (asset) => {
        toast.success(`Added to the vault: ${asset.title}`);
        onClose();
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.message : 'The upload failed. Try again.';
        const field = failure instanceof ApiError ? fieldOf(failure.field) : undefined;
        if (field) setErrors((current) => ({ ...current, [field]: message }));
        else setRefusal(message);
      },
    });
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <FormPanel
      title="Upload an asset"
      description="It goes to the end of the vault and shows to visitors at once."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Title"
          value={values.title}
          maxLength={120}
          onChange={(title) => change({ title })}
          error={errors.title ?? null}
        />
        <TextField
          label="Description"
          value={values.description}
          multiline
          maxLength={2000}
          onChange={(description) => change({ description })}
          error={errors.description ?? null}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <ContentFileField
            label="Picture"
            accept={VAULT_IMAGE_ACCEPT}
            file={values.image}
            onChange={(image) => change({ image })}
            hint="PNG, JPEG or WebP; shown at 800 px."
            error={errors.image}
          />
          <ContentFileField
            label="File to download"
            file={values.file}
            onChange={(file) => change({ file })}
            hint={`Any type, up to ${formatSize(VAULT_FILE_MAX_BYTES)}.`}
            error={errors.file}
          />
        </div>
        <ContentSwitch
          label="Holders only"
          hint="Only wallets holding a Guardian may download it."
          checked={values.holdersOnly}
          onChange={(holdersOnly) => change({ holdersOnly })}
        />
        {percent !== null && (
          <div className="flex flex-col gap-1.5">
            <progress
              value={percent}
              max={100}
              aria-label="Upload progress"
              className="h-2 w-full accent-gold"
            />
            <p className="text-sm text-muted" aria-live="polite">
              {percent < 100 ? `Uploading… ${percent} %` : 'Uploaded; the site is storing it…'}
            </p>
          </div>
        )}
        {refusal && (
          <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </div>
      </form>
    </FormPanel>
  );
}
