import { type ContestStage, type ContestStageBody, ContestStageBodySchema } from '@guardians/shared/contest';
import { fromLocalInput, toLocalInput } from './local-datetime.ts';

/** What the operator types: the prize as text, the dates as `datetime-local` values (their time zone). */
export type StageFormValues = { name: string; prizeUsd: string; startsAt: string; endsAt: string };
type StageFormField = keyof StageFormValues;
export type StageFormErrors = Partial<Record<StageFormField, string>>;

const FIELDS: readonly StageFormField[] = ['name', 'prizeUsd', 'startsAt', 'endsAt'];

export function stageFormValues(stage: ContestStage | null): StageFormValues {
  return {
    name: stage?.name ?? '',
    prizeUsd: stage ? String(stage.prizeUsd) : '',
    startsAt: toLocalInput(stage?.startsAt ?? null),
    endsAt: toLocalInput(stage?.endsAt ?? null),
  };
}

/** The schema's words for a field, in the operator's terms. */
const messages: Record<StageFormField, string> = {
  name: 'Enter the stage’s name (up to 60 characters)',
  prizeUsd: 'Enter the prize in whole US dollars, from 0 to 10,000,000',
  startsAt: 'Pick the day and time the stage starts',
  endsAt: 'Pick the day and time the stage ends',
};

/** The server's `field`, when it names one of the form's. */
export function stageFieldOf(field: string | undefined): StageFormField | null {
  return FIELDS.find((name) => name === field) ?? null;
}

export type StageFormResult =
  | { body: ContestStageBody; errors: null }
  | { body: null; errors: StageFormErrors };

/** The POST / PUT body checked by the server's own schema before anything is sent. */
export function toStageBody(values: StageFormValues): StageFormResult {
  const result = ContestStageBodySchema.safeParse({
    name: values.name,
    prizeUsd: values.prizeUsd.trim() === '' ? Number.NaN : Number(values.prizeUsd),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  });
  if (result.success) return { body: result.data, errors: null };
  const errors: StageFormErrors = {};
  for (const issue of result.error.issues) {
    const field = stageFieldOf(String(issue.path[0] ?? ''));
    if (!field || errors[field]) continue;
    // The one cross-field rule: both dates are fine, the end is not after the start.
    errors[field] = issue.code === 'custom' ? 'The end must come after the start' : messages[field];
  }
  return { body: null, errors };
}
