import { Button } from '../../../components/ui/button.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/** In place of the coin panels for a visitor: Connect (no wallet) or Sign (a wallet not signed in). */
export function SignInCard() {
  const wallet = useWallet();
  const requireSignIn = useRequireSignIn();
  const connected = wallet.status === 'connected';
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-gold/40 bg-card/80 p-6">
      <h2 className="text-xl font-semibold text-fg">
        {connected ? 'Sign in to see your coins' : 'Connect your wallet to see your coins'}
      </h2>
      <p className="text-muted">
        {connected
          ? 'Sign the message that proves this wallet is yours. It is free and sends no transaction.'
          : 'Your coin balance and what you may claim belong to your wallet. The leaderboard below is open to everyone.'}
      </p>
      <Button onClick={() => void requireSignIn()}>{connected ? 'Sign' : 'Connect wallet'}</Button>
    </div>
  );
}
