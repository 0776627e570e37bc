import type { SocialProvider } from '@guardians/shared/social';
import { type ReactNode, useEffect, useId } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useAccessModal } from '../hooks/use-access-modal.ts';
import { accessTabLabels, accessTabs } from '../utils/access-modal-params.ts';
import { getAccessSteps, isAccessComplete } from '../utils/access-steps.ts';
import { SignUpSteps } from './sign-up-steps.tsx';

export type AccessModalProps = {
  /** The connected wallet's linked usernames (composed in app/ from the social feature). */
  usernames: Partial<Record<SocialProvider, string | null | undefined>>;
  socialsLoading: boolean;
  onLink: (provider: SocialProvider) => void;
  linking?: SocialProvider | null;
  /** The About and Leaderboard tabs' content, composed in app/ from the quests feature. */
  about?: ReactNode;
  leaderboard?: ReactNode;
  /** Shown above the sign-up steps, where a visitor sees it first (the invite redeem panel). */
  signUpHeader?: ReactNode;
  /** Keeps the Sign Up tab open after its steps are done (an invite still to redeem). */
  holdOpen?: boolean;
};

/**
 * The access modal (spec 2, 4), opened by `?modal=About|Leaderboard|Sign Up` (any case; 'redeem'
 * opens Sign Up). On Sign Up it closes by itself once every step is done, unless `keepAlive=true`;
 * About and Leaderboard stay until closed (decision 0035).
 */
export function AccessModal({
  usernames,
  socialsLoading,
  onLink,
  linking = null,
  about = null,
  leaderboard = null,
  signUpHeader = null,
  holdOpen = false,
}: AccessModalProps) {
  const { open, tab, keepAlive, close, selectTab } = useAccessModal();
  const headingId = useId();
  const wallet = useWallet();
  const { signedIn } = useSignedIn();
  const address = wallet.status === 'connected' ? wallet.address : undefined;
  const steps = getAccessSteps({
    address,
    signedIn,
    usernames,
    enabledProviders: getEnv().socialProviders,
  });
  const complete = isAccessComplete(steps, socialsLoading);
  const current = tab ?? 'sign up';

  useEffect(() => {
    if (open && current === 'sign up' && complete && !keepAlive && !holdOpen) close();
  }, [open, current, complete, keepAlive, holdOpen, close]);

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={headingId}
      className="max-h-dvh w-full overflow-y-auto rounded-t-2xl border p-6 sm:max-w-xl sm:rounded-2xl"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-gold">
          {accessTabLabels[current]}
        </h2>
        <CloseButton label="Close" onClick={close} className="-mr-2" />
      </div>
      <Tabs
        tabs={accessTabs}
        labels={accessTabLabels}
        value={current}
        onChange={selectTab}
        label="Quests"
        variant="pill"
        tabListClassName="mb-5"
      >
        {current === 'about' && about}
        {current === 'leaderboard' && leaderboard}
        {current === 'sign up' && (
          <>
            {signUpHeader}
            <SignUpSteps steps={steps} complete={complete} onLink={onLink} linking={linking} />
          </>
        )}
      </Tabs>
    </Modal>
  );
}
