import { messages } from '@guardians/shared/common';
import { Button } from '../../../components/ui/button.tsx';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';

/** Spec 2 not-logged-in screen: /forge without an address and without a wallet. */
export function ForgeConnectPrompt() {
  return (
    <section className="mx-auto flex min-h-[70svh] max-w-xl flex-col items-center justify-center gap-5 px-6 pt-nav text-center">
      <h1 className="text-3xl font-bold text-gold sm:text-4xl">The Forge</h1>
      <p className="text-muted">
        Connect your wallet to see your profile, choose your Guardian and gather your shields.
      </p>
      <Button onClick={() => setConnectDialogOpen(true)}>{messages.connectWallet}</Button>
    </section>
  );
}
