import type { SocialProvider } from '@guardians/shared/social';
import { useSignIn } from '../../../lib/auth/use-sign-in.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import type { AccessStep, AccessStepId } from '../utils/access-steps.ts';
import { AccessStepItem } from './access-step-item.tsx';

type SignUpStepsProps = {
  steps: AccessStep[];
  complete: boolean;
  onLink: (provider: SocialProvider) => void;
  linking: SocialProvider | null;
};

/** The Sign Up tab: spec 4's access steps with their progress. */
export function SignUpSteps({ steps, complete, onLink, linking }: SignUpStepsProps) {
  const signIn = useSignIn();
  const done = steps.filter((step) => step.status).length;
  const actions: Record<AccessStepId, () => void> = {
    connect: () => setConnectDialogOpen(true),
    sign: () => signIn.mutate(),
    twitter: () => onLink('twitter'),
    discord: () => onLink('discord'),
  };
  return (
    <>
      <p className="mb-4 text-muted">Join the community in a few steps; each one unlocks the next.</p>
      <p role="status" className="mb-4 text-sm font-semibold text-fg">
        {complete ? 'All steps done. Welcome aboard!' : `${done} of ${steps.length} steps done`}
      </p>
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <AccessStepItem
            key={step.id}
            step={step}
            index={index}
            busy={(step.id === 'sign' && signIn.isPending) || linking === step.id}
            onAction={actions[step.id]}
            lockedHint={step.id === 'sign' ? 'Connect a wallet first.' : 'Sign first to link.'}
          />
        ))}
      </ol>
    </>
  );
}
