import { questKinds } from '@guardians/shared/quests';
import { TextField } from '../../../components/ui/text-field.tsx';
import { COUNTED_KINDS, type QuestFormErrors, type QuestFormValues } from '../utils/quest-form.ts';
import { questKindChoices } from '../utils/quest-labels.ts';
import { SelectField } from './select-field.tsx';

type QuestFormFieldsProps = {
  values: QuestFormValues;
  errors: QuestFormErrors;
  onChange: (patch: Partial<QuestFormValues>) => void;
};

const kindOptions = questKinds.map((kind) => ({ value: kind, label: questKindChoices[kind].label }));

/** The fields of a quest; the number below the kind appears only for kinds that count something. */
export function QuestFormFields({ values, errors, onChange }: QuestFormFieldsProps) {
  const counted = COUNTED_KINDS.includes(values.kind);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Title"
          value={values.title}
          maxLength={120}
          onChange={(title) => onChange({ title })}
          error={errors.title}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Description"
          value={values.description}
          multiline
          maxLength={2000}
          onChange={(description) => onChange({ description })}
          hint="What the member has to do, as they read it on the quest."
          error={errors.description}
        />
      </div>
      <SelectField
        label="Kind"
        value={values.kind}
        options={kindOptions}
        onChange={(kind) => onChange({ kind })}
        hint={questKindChoices[values.kind].hint}
        className="sm:col-span-2"
      />
      {counted && (
        <TextField
          label="How many"
          type="number"
          step="1"
          value={values.min}
          onChange={(min) => onChange({ min })}
          error={errors.min}
        />
      )}
      <TextField
        label="Coins"
        type="number"
        step="0.01"
        value={values.points}
        onChange={(points) => onChange({ points })}
        hint="Paid once per member, up to 2 decimals."
        error={errors.points}
      />
      <TextField
        label="Starts (optional)"
        type="datetime-local"
        value={values.startsAt}
        onChange={(startsAt) => onChange({ startsAt })}
        hint="Your time zone. Empty: open now."
        error={errors.startsAt}
      />
      <TextField
        label="Ends (optional)"
        type="datetime-local"
        value={values.endsAt}
        onChange={(endsAt) => onChange({ endsAt })}
        hint="Empty: never ends."
        error={errors.endsAt}
      />
      <TextField
        label="Most completions (optional)"
        type="number"
        step="1"
        value={values.maxCompletions}
        onChange={(maxCompletions) => onChange({ maxCompletions })}
        hint="Empty: no limit."
        error={errors.maxCompletions}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-card-border p-3 sm:col-span-2">
        <input
          type="checkbox"
          checked={values.disabled}
          onChange={(event) => onChange({ disabled: event.target.checked })}
          className="mt-1 size-4 shrink-0 accent-gold"
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-fg">Disabled</span>
          <span className="text-sm text-muted">Members neither see nor complete a disabled quest.</span>
        </span>
      </label>
    </div>
  );
}
