import type { PlatformMode, SiteConfig } from '@guardians/shared/site-config';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { SiteDraft, SiteFieldErrors } from '../utils/site-form.ts';
import { type Choice, ChoiceGroup } from './choice-group.tsx';
import { FormPanel } from './form-panel.tsx';

const modeChoices: readonly Choice<PlatformMode>[] = [
  {
    value: 'single',
    label: 'Single collection',
    hint: 'One collection: Gallery, Explore, Story and Odyssey in the navbar.',
  },
  {
    value: 'multi',
    label: 'Multi collection',
    hint: 'Several collections: a Collections page and search in the navbar.',
  },
];

const stageChoices: readonly Choice<SiteConfig['launchStage']>[] = [
  { value: 'pre', label: 'Pre-launch', hint: 'Before the mint: pages promote the quests.' },
  { value: 'post', label: 'Post-launch', hint: 'After the mint: wallet pages show their tabs.' },
];

type SiteGeneralFieldsProps = {
  draft: SiteDraft;
  errors: SiteFieldErrors;
  onChange: (draft: SiteDraft) => void;
};

/** Name, logo, platform mode and launch stage. */
export function SiteGeneralFields({ draft, errors, onChange }: SiteGeneralFieldsProps) {
  return (
    <FormPanel
      title="Identity and mode"
      description="How the site names itself, and what kind of site it is."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Site name"
          value={draft.name}
          maxLength={80}
          onChange={(name) => onChange({ ...draft, name })}
          error={errors.name}
        />
        <TextField
          label="Logo URL"
          value={draft.logo}
          maxLength={500}
          placeholder="/brand/logo.svg"
          onChange={(logo) => onChange({ ...draft, logo })}
          hint="A path on this site or a full https:// link to an image."
          error={errors.logo}
        />
      </div>
      <ChoiceGroup
        legend="Platform mode"
        name="site-mode"
        value={draft.mode}
        choices={modeChoices}
        onChange={(mode) => onChange({ ...draft, mode })}
      />
      <ChoiceGroup
        legend="Launch stage"
        name="site-launch-stage"
        value={draft.launchStage}
        choices={stageChoices}
        onChange={(launchStage) => onChange({ ...draft, launchStage })}
      />
    </FormPanel>
  );
}
