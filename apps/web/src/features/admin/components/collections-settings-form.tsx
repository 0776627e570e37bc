import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveCollectionSettings } from '../api/collections-settings.ts';
import {
  type CollectionSettingsErrors,
  type CollectionSettingsField,
  type CollectionSettingsValues,
  checkCollectionSettings,
  collectionSettingsValues,
  settingsFieldOf,
  settingsLabels,
} from '../utils/collections-settings-form.ts';
import { FormPanel } from './form-panel.tsx';

const hints: Record<CollectionSettingsField, string> = {
  slug: 'Its address on the site: /collection/<slug>. Old links by slug stop working.',
  description: 'Shown under the name on the collection page. Blank for none.',
  image: 'A square picture: an https address or a path on this site. Blank for none.',
  bannerImage: 'The wide picture across the top of the collection page. Blank for none.',
  presaleUrl: 'Where the Mint button leads, if the sale is elsewhere: an https address. Blank for none.',
};

/** How the collection shows on the site; the contract's name and symbol stay the chain's. */
export function CollectionsSettingsForm({ collection }: { collection: CollectionMetadata }) {
  const [values, setValues] = useState(() => collectionSettingsValues(collection));
  const [errors, setErrors] = useState<CollectionSettingsErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveCollectionSettings();

  function change(field: CollectionSettingsField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkCollectionSettings(values);
    if (!checked.settings) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { tokenAddress: collection.tokenAddress, settings: checked.settings },
      {
        onSuccess: (saved) => {
          setValues(collectionSettingsValues(saved));
          toast.success(`Saved: ${saved.name}`);
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : 'The settings could not be saved. Try again.';
          const field = failure instanceof ApiError ? settingsFieldOf(failure.field) : null;
          if (field) setErrors((current) => ({ ...current, [field]: message }));
          else setRefusal(message);
        },
      },
    );
  }

  const field = (name: keyof CollectionSettingsValues, extra: { multiline?: boolean; maxLength: number }) => (
    <TextField
      label={settingsLabels[name]}
      value={values[name]}
      onChange={(value) => change(name, value)}
      hint={hints[name]}
      error={errors[name] ?? null}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <FormPanel title="How it shows" description="Saved for every visitor at once.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {field('slug', { maxLength: 60 })}
        {field('description', { multiline: true, maxLength: 2000 })}
        {field('image', { maxLength: 500 })}
        {field('bannerImage', { maxLength: 500 })}
        {field('presaleUrl', { maxLength: 500 })}
        {refusal && (
          <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
            {refusal}
          </p>
        )}
        <Button type="submit" className="self-end" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </FormPanel>
  );
}
