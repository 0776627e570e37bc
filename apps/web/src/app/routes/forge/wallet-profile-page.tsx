import { shortenAddress } from '@guardians/shared/common';
import { usePerson } from '../../../components/ui/person.tsx';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { ProfileEditorModal } from '../../../features/profile/components/profile-editor-modal.tsx';
import { ProfileHeader } from '../../../features/profile/components/profile-header.tsx';
import { ProfileHeaderSkeleton } from '../../../features/profile/components/profile-header-skeleton.tsx';
import { ShieldsStrip } from '../../../features/shields/components/shields-strip.tsx';
import { SocialLinkButtons } from '../../../features/social/components/social-link-buttons.tsx';
import { VaultButton } from '../../../features/social/components/vault-button.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { WalletItemsSection } from '../catalogue/wallet-items-section.tsx';
import { ProfileLoadError } from './profile-load-error.tsx';
import { useEditorParam } from './use-editor-param.ts';

/**
 * /forge/:walletAddress: the wallet's profile header, its actions and the owner's editor, then the
 * owned/liked tabs (or, before launch, the quests promo).
 */
export function WalletProfilePage({ address }: { address: `0x${string}` }) {
  const wallet = useWallet();
  // Spec 6: the owner is the connected wallet whose address equals the page's, in any letter case.
  const isOwner = wallet.status === 'connected' && wallet.address?.toLowerCase() === address;
  const profile = useProfile(address, wallet.chainId);
  const person = usePerson(address);
  const editor = useEditorParam(isOwner);
  const { data: config } = useSiteConfig();

  if (profile.isPending) return <ProfileHeaderSkeleton />;
  if (profile.isError) {
    return <ProfileLoadError onRetry={() => profile.refetch()} retrying={profile.isFetching} />;
  }

  const name = profile.data.username ?? person.name ?? shortenAddress(address);
  return (
    <>
      <title>{`${name} · Forge`}</title>
      <ProfileHeader
        profile={profile.data}
        isOwner={isOwner}
        onEdit={() => void editor.requestOpen()}
        actions={
          <>
            <SocialLinkButtons account={address} isOwner={isOwner} />
            {isOwner && <VaultButton />}
          </>
        }
      />
      <ShieldsStrip account={address} isOwner={isOwner} />
      <div className="h-4" />
      {config && <WalletItemsSection account={address} isOwner={isOwner} config={config} />}
      <div className="h-16" />
      <ProfileEditorModal open={editor.open} profile={profile.data} onClose={editor.close} />
    </>
  );
}
