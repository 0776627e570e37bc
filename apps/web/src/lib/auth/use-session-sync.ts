import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWallet } from '../wallet/wallet-store.ts';
import { createUser } from './create-user.ts';
import { getSessionQueryOptions, useSession } from './get-session.ts';
import { logout } from './logout.ts';

/**
 * Keeps the server session in step with the wallet: a connected address gets its user record, and
 * switching to another account or disconnecting ends the session (never act as the old account).
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const session = useSession(wallet.chainId, wallet.ready || wallet.status === 'connected');
  const registered = useRef<string | undefined>(undefined);
  const address = wallet.address?.toLowerCase();

  useEffect(() => {
    if (wallet.status !== 'connected' || !address || registered.current === address) return;
    registered.current = address;
    createUser(address).catch((error: unknown) => console.warn('Could not register the wallet', error));
  }, [wallet.status, address]);

  const sessionAccount = session.data?.account;
  useEffect(() => {
    if (!sessionAccount) return;
    // While the wallet code is still restoring the connection, 'disconnected' means "not yet".
    if (wallet.status === 'connecting' || (!wallet.ready && wallet.status === 'disconnected')) return;
    if (wallet.status === 'connected' && sessionAccount === address) return;
    void logout().then(() =>
      queryClient.invalidateQueries({ queryKey: getSessionQueryOptions(wallet.chainId).queryKey }),
    );
  }, [sessionAccount, address, wallet.status, wallet.ready, wallet.chainId, queryClient]);
}
