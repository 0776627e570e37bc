import type { AdminStatus } from '@guardians/shared/admin';
import { useAdminStatus } from '../../../lib/api/get-admin-status.ts';
import { useAccessGate } from '../../../lib/social/use-access-gate.ts';
import { hasWalletSession } from '../../../lib/wallet/wallet-session.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

type Action = { label: string; onClick: () => void };

/** Where the viewer stands at the console's door; each page of the console starts from it. */
export type ConsoleAccess =
  | { state: 'waiting' }
  | { state: 'connect' | 'sign'; action: Action }
  | { state: 'error'; retry: () => void; retrying: boolean }
  /** Signed in, but no role: a member, not an operator. */
  | { state: 'no-role' }
  | { state: 'ready'; account: string; status: AdminStatus };

export function useConsoleAccess(): ConsoleAccess {
  const wallet = useWallet();
  const gate = useAccessGate({ needsX: false });
  const { status } = useAdminStatus();
  // A returning operator's wallet is restored after the first paint: no "connect" flash before it.
  if (!wallet.ready && wallet.status !== 'connected' && hasWalletSession()) return { state: 'waiting' };
  if (gate.step === 'connect' || gate.step === 'sign') return { state: gate.step, action: gate.action };
  if (gate.step !== 'ready' || status.isPending) return { state: 'waiting' };
  if (status.isError) {
    return { state: 'error', retry: () => void status.refetch(), retrying: status.isFetching };
  }
  if (status.data.roles.length === 0) return { state: 'no-role' };
  return { state: 'ready', account: gate.account, status: status.data };
}
