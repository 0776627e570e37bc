import { messages } from '@guardians/shared/common';
import { Button } from '../../../components/ui/button.tsx';
import { useSignIn } from '../../../lib/auth/use-sign-in.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/** Spec 2 navbar: 'Sign' while a wallet is connected but not signed in; nothing otherwise. */
export function SignButton({ className = '' }: { className?: string }) {
  const wallet = useWallet();
  const { signedIn, checking } = useSignedIn();
  const signIn = useSignIn();
  if (wallet.status !== 'connected' || signedIn || checking) return null;
  return (
    <Button
      className={className}
      aria-busy={signIn.isPending}
      disabled={signIn.isPending}
      onClick={() => signIn.mutate()}
    >
      {messages.sign}
    </Button>
  );
}
