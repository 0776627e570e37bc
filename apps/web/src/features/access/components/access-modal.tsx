import type { SocialProvider } from '@guardians/shared';
import { useEffect, useId } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSignIn } from '../../../lib/auth/use-sign-in.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useAccessModal } from '../hooks/use-access-modal.ts';
import { type AccessStepId, getAccessSteps, isAccessComplete } from '../utils/access-steps.ts';
import { AccessStepItem } from './access-step-item.tsx';

export type AccessModalProps = {
  /** The connected wallet's linked usernames (composed in app/ from the social feature). */
  usernames: Partial<Record<SocialProvider, string | null | undefined>>;
  socialsLoading: boolean;
  onLink: (provider: SocialProvider) => void;
  linking?: SocialProvider | null;
};

/**
 * The access/sign-up modal (spec 2, 4), opened by `?modal=Sign Up` (also About or Leaderboard,
 * which show Sign Up until the quests bring their tabs: decision 0012). It closes by itself once
 * every step is done, unless `keepAlive=true`.
 */
export function AccessModal({ usernames, socialsLoading, onLink, linking = null }: AccessModalProps) {
  const { open, keepAlive, close } = useAccessModal();
  const headingId = useId();
  const wallet = useWallet();
  const { signedIn } = useSignedIn();
  const signIn = useSignIn();
  const address = wallet.status === 'connected' ? wallet.address : undefined;
  const steps = getAccessSteps({
    address,
    signedIn,
    usernames,
    enabledProviders: getEnv().socialProviders,
  });
  const complete = isAccessComplete(steps, socialsLoading);
  const done = steps.filter((step) => step.status).length;

  useEffect(() => {
    if (open && complete && !keepAlive) close();
  }, [open, complete, keepAlive, close]);

  const actions: Record<AccessStepId, () => void> = {
    connect: () => setConnectDialogOpen(true),
    sign: () => signIn.mutate(),
    twitter: () => onLink('twitter'),
    discord: () => onLink('discord'),
  };

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={headingId}
      className="max-h-dvh w-full overflow-y-auto rounded-t-2xl border p-6 sm:max-w-xl sm:rounded-2xl"
    >
      <div className="mb-2 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-gold">
          Sign Up
        </h2>
        <CloseButton label="Close" onClick={close} className="-mr-2" />
      </div>
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
    </Modal>
  );
}
