import type { SocialProvider } from '@guardians/shared';
import { useState } from 'react';
import { AccessModal } from '../../features/access/components/access-modal.tsx';
import { useStartLink } from '../../features/social/hooks/use-start-link.ts';
import { useAccountSocials } from '../../lib/social/get-account-socials.ts';
import { usePageRestored } from '../../lib/use-page-restored.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';

/** The access modal with the social feature's link status and link action (features meet in app/). */
export function ConnectedAccessModal() {
  const wallet = useWallet();
  const socials = useAccountSocials(wallet.status === 'connected' ? wallet.address : undefined);
  const startLink = useStartLink();
  const [linking, setLinking] = useState<SocialProvider | null>(null);
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
      onLink={(provider) => void onLink(provider)}
      linking={linking}
    />
  );
}
