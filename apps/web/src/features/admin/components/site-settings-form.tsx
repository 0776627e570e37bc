import type { SiteSettings } from '@guardians/shared/admin';
import { type FormEvent, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSiteForm } from '../hooks/use-site-form.ts';
import { SOCIAL_FIELDS } from '../utils/site-form.ts';
import { FormPanel } from './form-panel.tsx';
import { LastSavedNote } from './last-saved-note.tsx';
import { SiteColourFields } from './site-colour-fields.tsx';
import { SiteGeneralFields } from './site-general-fields.tsx';
import { SiteNavbarFields } from './site-navbar-fields.tsx';
import { SitePreview } from './site-preview.tsx';

/** The whole site configuration in one form; saved at once for every visitor. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const form = useSiteForm(settings);
  const { draft, setDraft, errors } = form;
  const root = useRef<HTMLFormElement>(null);
  const invalid = Object.keys(errors).length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await form.save();
    // Keyboard and screen-reader users land on the first field to fix.
    if (!saved)
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  return (
    <form ref={root} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <LastSavedNote
        editedAt={settings.editedAt}
        editedBy={settings.editedBy}
        unsaved="As the committed file (content/site-config.json) set it: not saved in the console yet."
        testId="site-provenance"
      />
      {/* One grid, so phones read the preview right after the colours it shows; from 1280 px it
          stays beside the whole form instead. */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <SiteGeneralFields draft={draft} errors={errors} onChange={setDraft} />
        <SiteNavbarFields draft={draft} onChange={setDraft} />
        <SiteColourFields draft={draft} errors={errors} onChange={setDraft} />
        <div className="xl:col-start-2 xl:row-span-4 xl:row-start-1">
          <div className="xl:sticky xl:top-[calc(var(--nav-height)+2rem)]">
            <SitePreview draft={draft} />
          </div>
        </div>
        <FormPanel
          title="Social links"
          description="Shown in the navbar and the footer. Leave a field empty to hide it."
        >
          <div className="grid gap-x-5 gap-y-3 md:grid-cols-2">
            {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
              <TextField
                key={key}
                label={label}
                type="url"
                value={draft.socials[key]}
                placeholder={placeholder}
                onChange={(value) => setDraft({ ...draft, socials: { ...draft.socials, [key]: value } })}
                error={errors[`socials.${key}`]}
              />
            ))}
          </div>
        </FormPanel>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-card-border bg-bg/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.saving} aria-busy={form.saving}>
            {form.saving ? 'Saving…' : 'Save changes'}
          </Button>
          <Button variant="ghost" disabled={!form.dirty || form.saving} onClick={form.discard}>
            Discard changes
          </Button>
          {/* Phones have no room for it on the button row; it is still read out. */}
          <p aria-live="polite" className="sr-only text-sm text-muted sm:not-sr-only">
            {form.dirty ? 'Unsaved changes' : 'No unsaved changes'}
          </p>
        </div>
        {invalid > 0 && (
          <p role="alert" className="text-sm text-[#ff9b8a]">
            {invalid === 1
              ? 'One field needs fixing before saving.'
              : `${invalid} fields need fixing before saving.`}
          </p>
        )}
        {form.refusal && (
          <p role="alert" className="text-sm text-[#ff9b8a]">
            {form.refusal}
          </p>
        )}
      </div>
    </form>
  );
}
