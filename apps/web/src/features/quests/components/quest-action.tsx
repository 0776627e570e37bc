import { type Quest, questMessages, type UserQuest } from '@guardians/shared/quests';
import type { SocialProvider } from '@guardians/shared/social';
import { type FormEvent, useId, useState } from 'react';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useQuestCompletion } from '../hooks/use-quest-completion.ts';
import { formatCoins } from '../utils/messages.ts';
import { availabilityLabels, formatQuestDate, questAvailability } from '../utils/quest-info.ts';

export type QuestActionProps = {
  quest: Quest;
  userQuest: UserQuest | undefined;
  /** Linked usernames of the connected wallet (composed in app/ from the social link status). */
  linked: Partial<Record<SocialProvider, string | null | undefined>>;
  /** Starts linking (connect and signature first when missing); true when leaving for the provider. */
  onLink: (provider: SocialProvider) => Promise<boolean>;
  linking: boolean;
};

const linkProviders: Partial<Record<Quest['kind'], SocialProvider>> = {
  link_x: 'twitter',
  link_discord: 'discord',
};
const providerNames: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' };

function ProofForm({ onSubmit, pending }: { onSubmit: (proof: string) => void; pending: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!proof.trim()) {
      setError(questMessages.proofRequired);
      return;
    }
    setError(null);
    onSubmit(proof.trim());
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        Your proof
      </label>
      <textarea
        id={inputId}
        value={proof}
        onChange={(event) => setProof(event.target.value)}
        maxLength={500}
        rows={3}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        placeholder="A link to your post, or a note for the reviewers"
        className="rounded-xl border border-card-border bg-night/60 p-3 text-fg placeholder:text-muted/70 focus:border-gold focus:outline-none"
      />
      <p id={hintId} className={`text-sm ${error ? 'text-red-300' : 'text-muted'}`}>
        {error ?? 'An administrator checks it before the coins are paid.'}
      </p>
      <Button type="submit" disabled={pending} aria-busy={pending} className="self-start">
        Submit for review
      </Button>
    </form>
  );
}

/**
 * What the member can do next on a quest: nothing when done or closed; link the account first for
 * the link quests; a proof for reviewed ones; otherwise 'Complete quest' (the server decides).
 */
export function QuestAction({ quest, userQuest, linked, onLink, linking }: QuestActionProps) {
  const completion = useQuestCompletion(quest);
  const status = userQuest?.status ?? 'not_started';
  const availability = questAvailability(quest);

  if (status === 'completed') {
    return (
      <div
        data-testid="quest-completed"
        className="flex flex-col gap-1 rounded-xl border border-gold/60 bg-gold/10 p-4"
      >
        <p className="flex items-center gap-2 font-semibold text-gold">
          <span
            aria-hidden="true"
            className="grid size-6 place-items-center rounded-full bg-gold text-sm text-night"
          >
            ✓
          </span>
          Completed
        </p>
        <p className="text-sm text-muted">
          You earned {formatCoins(userQuest?.pointsAwarded || quest.points)} coins
          {userQuest?.completedAt ? ` on ${formatQuestDate(userQuest.completedAt)}` : ''}.
        </p>
      </div>
    );
  }
  if (status === 'pending') {
    return (
      <p className="rounded-xl border border-sky-300/40 bg-sky-300/10 p-4 text-sm text-sky-100">
        Your submission is waiting for review. The coins arrive once an administrator approves it.
      </p>
    );
  }
  if (availability !== 'open') {
    return (
      <p className="rounded-xl border border-card-border p-4 text-sm text-muted">
        {availabilityLabels[availability]}: this quest cannot be completed right now.
      </p>
    );
  }

  const provider = linkProviders[quest.kind];
  const rejected =
    status === 'rejected' ? (
      <div className="text-sm text-red-200">
        <p>Your last submission was not accepted. You can send a new one.</p>
        {userQuest?.reviewNote ? (
          <p className="mt-1">
            <span className="font-semibold">The reviewer said:</span> {userQuest.reviewNote}
          </p>
        ) : null}
      </div>
    ) : null;

  if (quest.kind === 'admin_review') {
    return (
      <div className="flex flex-col gap-3">
        {rejected}
        <ProofForm pending={completion.pending} onSubmit={(proof) => void completion.complete(proof)} />
      </div>
    );
  }
  if (provider && !linked[provider]) {
    return (
      <AccessNotice
        layout="panel"
        action={{
          label: `Link ${providerNames[provider]}`,
          onClick: () => void onLink(provider),
          disabled: linking,
          busy: linking,
        }}
      >
        Link your {providerNames[provider]} account first, then come back to complete it.
      </AccessNotice>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {rejected}
      <Button
        className="self-start px-8"
        disabled={completion.pending}
        aria-busy={completion.pending}
        onClick={() => void completion.complete()}
      >
        Complete quest
      </Button>
    </div>
  );
}
