import { messages } from '@guardians/shared/common';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/** In place of the coin panels for a visitor: Connect (no wallet) or Sign (a wallet not signed in). */
export function SignInCard() {
  const wallet = useWallet();
  const requireSignIn = useRequireSignIn();
  const connected = wallet.status === 'connected';
  return (
    <AccessNotice
      layout="panel"
      title={connected ? 'Sign in to see your coins' : 'Connect your wallet to see your coins'}
      action={{ label: connected ? 'Sign' : messages.connectWallet, onClick: () => void requireSignIn() }}
    >
      {connected
        ? 'Sign the message that proves this wallet is yours. It is free and sends no transaction.'
        : 'Your coin balance and what you may claim belong to your wallet. The leaderboard below is open to everyone.'}
    </AccessNotice>
  );
}
