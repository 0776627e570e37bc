import type { SocialProvider } from '@guardians/shared/social';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccessModal } from '../../features/access/components/access-modal.tsx';
import { LeaderboardMinimal } from '../../features/quests/components/leaderboard-minimal.tsx';
import { QuestsAbout } from '../../features/quests/components/quests-about.tsx';
import { RedeemInvitePanel } from '../../features/quests/components/redeem-invite-panel.tsx';
import { useStartLink } from '../../features/social/hooks/use-start-link.ts';
import { useAccountSocials } from '../../lib/social/get-account-socials.ts';
import { usePageRestored } from '../../lib/use-page-restored.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';

/** An invite link carries its code here (`/?invite=CODE&modal=redeem`). */
const INVITE_PARAM = 'invite';

/**
 * The access modal with what other features bring (features meet in app/): the social feature's
 * link status and action, and the quests feature's About and Leaderboard tabs and invite redeem.
 */
export function ConnectedAccessModal() {
  const wallet = useWallet();
  const address = wallet.status === 'connected' ? wallet.address : undefined;
  const socials = useAccountSocials(address);
  const startLink = useStartLink();
  const [params] = useSearchParams();
  const invite = params.get(INVITE_PARAM)?.trim();
  const [linking, setLinking] = useState<SocialProvider | null>(null);
  const [redeemed, setRedeemed] = useState<string | null>(null);
  // The Sign Up tab closes itself once every step is done: with an invite still to redeem, a member
  // who is already set up (or has just signed) would lose the redeem panel, so it waits for it.
  const holdOpen = Boolean(invite) && redeemed !== invite;
  usePageRestored(() => setLinking(null));

  async function onLink(provider: SocialProvider) {
    setLinking(provider);
    // True: the browser is leaving for the provider, so the button stays busy until then.
    const leaving = await startLink(provider).catch(() => false);
    if (!leaving) setLinking(null);
  }

  return (
    <AccessModal
      usernames={{ twitter: socials.data?.twitter?.username, discord: socials.data?.discord?.username }}
      socialsLoading={socials.isLoading}
      holdOpen={holdOpen}
      onLink={(provider) => void onLink(provider)}
      linking={linking}
      about={<QuestsAbout compact />}
      leaderboard={<LeaderboardMinimal viewer={address} />}
      signUpHeader={
        invite ? <RedeemInvitePanel code={invite} onRedeemed={() => setRedeemed(invite)} /> : null
      }
    />
  );
}
