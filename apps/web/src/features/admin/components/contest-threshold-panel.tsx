import { type ContestSettings, ContestSettingsBodySchema } from '@guardians/shared/contest';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useContestSettings, useUpdateContestSettings } from '../api/contest-settings.ts';
import { failureMessage, refusalOf } from '../utils/refusal.ts';
import { type Choice, ChoiceGroup } from './choice-group.tsx';
import { RefusalNotice } from './content-refusal.tsx';
import { FormPanel } from './form-panel.tsx';
import { LastSavedNote } from './last-saved-note.tsx';

type ThresholdSource = 'default' | 'custom';

/** The most claims one account may make: the site's default, or a number set here. */
export function ContestThresholdPanel() {
  const settings = useContestSettings();
  const refusal = refusalOf(settings.error);
  if (refusal) return <RefusalNotice message={refusal} />;
  if (settings.data) return <ThresholdForm settings={settings.data} />;
  if (settings.isError)
    return (
      <ErrorState
        title="The claim threshold could not load"
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return (
    <div role="status" aria-label="Loading the claim threshold">
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

function ThresholdForm({ settings }: { settings: ContestSettings }) {
  const [source, setSource] = useState<ThresholdSource>(settings.edited ? 'custom' : 'default');
  const [count, setCount] = useState(String(settings.claimThreshold));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useUpdateContestSettings();

  const choices: readonly Choice<ThresholdSource>[] = [
    {
      value: 'default',
      label: `Use the default (${settings.defaultClaimThreshold})`,
      hint: 'The site’s CONTEST_CLAIM_THRESHOLD setting, which follows it if it changes.',
    },
    { value: 'custom', label: 'Set a number', hint: 'From 1 to 1000 claims per account.' },
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const typed = count.trim() === '' ? Number.NaN : Number(count);
    const body = ContestSettingsBodySchema.safeParse({
      claimThreshold: source === 'default' ? null : typed,
    });
    if (!body.success) {
      setError('Enter a whole number from 1 to 1000');
      return;
    }
    save.mutate(body.data.claimThreshold, {
      onSuccess: (saved) =>
        toast.success(
          saved.edited
            ? `Claim threshold set to ${saved.claimThreshold}`
            : `Claim threshold back to the default (${saved.claimThreshold})`,
        ),
      onError: (failure) =>
        setRefusal(failureMessage(failure, 'The threshold could not be saved. Try again.')),
    });
  }

  return (
    <FormPanel
      title="Claim threshold"
      description="The most claims one account may make, releases included. A change is in effect for the next claim; claims already made stay."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <p className="text-fg">
          In force now: <span className="font-bold text-gold">{settings.claimThreshold}</span>
          {settings.claimThreshold === 1 ? ' claim' : ' claims'} per account
        </p>
        <ChoiceGroup
          legend="Where the threshold comes from"
          name="claim-threshold"
          value={source}
          choices={choices}
          onChange={(next) => {
            setSource(next);
            setError(null);
          }}
        />
        {source === 'custom' && (
          <div className="max-w-60">
            <TextField
              label="Claims per account"
              type="number"
              step="1"
              value={count}
              onChange={(value) => {
                setCount(value);
                setError(null);
              }}
              error={error}
            />
          </div>
        )}
        {refusal && (
          <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
            {refusal}
          </p>
        )}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <LastSavedNote
            editedAt={settings.editedAt}
            editedBy={settings.editedBy}
            unsaved="Not saved in the console yet: the site's default applies."
            testId="contest-provenance"
          />
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save threshold'}
          </Button>
        </div>
      </form>
    </FormPanel>
  );
}
