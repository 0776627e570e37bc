import { isAddress } from '@guardians/shared/common';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { ProfileHeaderSkeleton } from '../../features/profile/components/profile-header-skeleton.tsx';
import { useWallet } from '../../lib/wallet/wallet-store.ts';
import { ForgeConnectPrompt } from './forge/forge-connect-prompt.tsx';
import { useWalletSettled } from './forge/use-wallet-settled.ts';
import { WalletProfilePage } from './forge/wallet-profile-page.tsx';

/** /forge/:walletAddress? — a wallet's profile; without an address, the connected wallet's own. */
export function ForgeRoute() {
  const { walletAddress } = useParams();
  if (!walletAddress) return <OwnForge />;
  if (!isAddress(walletAddress)) {
    return (
      <div className="pt-nav">
        <title>Not found</title>
        <NotFoundPanel />
      </div>
    );
  }
  const address = walletAddress.toLowerCase() as `0x${string}`;
  // Keyed: another wallet's page starts fresh (editor state, copy feedback).
  return <WalletProfilePage key={address} address={address} />;
}

function OwnForge() {
  const wallet = useWallet();
  const settled = useWalletSettled();
  const { search } = useLocation();
  if (wallet.status === 'connected' && wallet.address) {
    return <Navigate replace to={{ pathname: `/forge/${wallet.address.toLowerCase()}`, search }} />;
  }
  if (!settled) return <ProfileHeaderSkeleton />;
  return (
    <>
      <title>Forge</title>
      <ForgeConnectPrompt />
    </>
  );
}
