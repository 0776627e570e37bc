import { hasWalletSession } from '../../../lib/wallet/wallet-session.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/**
 * False while a returning visitor's wallet is still being restored (the wallet code loads after
 * first paint): then 'disconnected' only means "not yet", and asking to connect would be wrong.
 */
export function useWalletSettled(): boolean {
  const wallet = useWallet();
  if (wallet.status === 'connected') return true;
  if (wallet.status === 'connecting') return false;
  return !hasWalletSession();
}
