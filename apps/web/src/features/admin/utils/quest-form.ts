import type { ConsoleQuest, QuestForm, QuestKind } from '@guardians/shared/quests';
import { QuestFormSchema } from '@guardians/shared/quests';
import { fromLocalInput, toLocalInput } from './local-datetime.ts';

/** What the operator types: every field as the input holds it. */
export type QuestFormValues = {
  title: string;
  description: string;
  kind: QuestKind;
  min: string;
  points: string;
  /** `datetime-local` values in the operator's time zone ('' for none). */
  startsAt: string;
  endsAt: string;
  maxCompletions: string;
  disabled: boolean;
};

export type QuestFormField = keyof QuestFormValues;
export type QuestFormErrors = Partial<Record<QuestFormField, string>>;

/** Kinds whose requirement is a count (`params.min`): hold, like, submit, invite N. */
export const COUNTED_KINDS: readonly QuestKind[] = [
  'hold_guardians',
  'like_items',
  'submit_fan_art',
  'invite_friends',
];

/** The form's starting values: the quest's own, or a blank new quest. */
export function questFormValues(quest: ConsoleQuest | null): QuestFormValues {
  return {
    title: quest?.title ?? '',
    description: quest?.description ?? '',
    kind: quest?.kind ?? 'admin_review',
    min: quest?.params.min === undefined ? '1' : String(quest.params.min),
    points: quest ? String(quest.points) : '',
    startsAt: toLocalInput(quest?.startsAt ?? null),
    endsAt: toLocalInput(quest?.endsAt ?? null),
    maxCompletions: quest?.maxCompletions == null ? '' : String(quest.maxCompletions),
    disabled: quest?.disabled ?? false,
  };
}

/** A typed number, or NaN for text that is not one (the schema then names the field). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The schema's path as the form's field: `params.min` is the count field. */
function fieldOf(path: readonly PropertyKey[]): QuestFormField | null {
  const [first, second] = path;
  if (first === 'params' && second === 'min') return 'min';
  const fields: readonly QuestFormField[] = [
    'title',
    'description',
    'kind',
    'points',
    'startsAt',
    'endsAt',
    'maxCompletions',
    'disabled',
  ];
  return fields.find((field) => field === first) ?? null;
}

/** The server's `field` (`params.min`, `endsAt`...) as the form's, when it names one the form has. */
export function formFieldOf(field: string | undefined): QuestFormField | null {
  return field ? fieldOf(field.split('.')) : null;
}

export type QuestFormResult = { form: QuestForm; errors: null } | { form: null; errors: QuestFormErrors };

/**
 * The body of POST / PUT checked by the server's own schema; the position is kept as it is (the
 * Move buttons change it). Empty number fields get words of their own, not "expected number".
 */
export function toQuestForm(values: QuestFormValues, position: number): QuestFormResult {
  const counted = COUNTED_KINDS.includes(values.kind);
  const result = QuestFormSchema.safeParse({
    title: values.title,
    description: values.description,
    kind: values.kind,
    params: counted ? { min: numberOf(values.min) } : {},
    points: numberOf(values.points),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    maxCompletions: values.maxCompletions.trim() === '' ? null : numberOf(values.maxCompletions),
    disabled: values.disabled,
    position,
  });
  if (result.success) return { form: result.data, errors: null };
  const errors: QuestFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    // NaN from text that is not a number: the schema would say "expected number, received NaN".
    const message = issue.code === 'invalid_type' ? 'Enter a number' : issue.message;
    if (field && !errors[field]) errors[field] = message;
  }
  if (values.points.trim() === '') errors.points = 'Enter the coins this quest pays';
  if (counted && values.min.trim() === '') errors.min = 'Enter how many are needed';
  return { form: null, errors };
}

/** The whole of a stored quest as the PUT body, with `disabled` as asked (the toggle sends the rest unchanged). */
export function formOfQuest(quest: ConsoleQuest, disabled: boolean): QuestForm {
  return {
    title: quest.title,
    description: quest.description,
    kind: quest.kind,
    params: quest.params,
    points: quest.points,
    startsAt: quest.startsAt,
    endsAt: quest.endsAt,
    maxCompletions: quest.maxCompletions,
    disabled,
    position: quest.position,
  };
}
