import { type AdminStatus, AdminStatusResponseSchema } from '@guardians/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { useSignedIn } from '../auth/use-signed-in.ts';
import { useWallet } from '../wallet/wallet-store.ts';
import { keyRoots } from './query-keys.ts';

/** GET /api/admin/me: the session's console roles and permissions (empty for visitors, never 401). */
async function getAdminStatus(signal?: AbortSignal): Promise<AdminStatus> {
  const data = await apiRequest('/api/admin/me', signal ? { signal } : {});
  return AdminStatusResponseSchema.shape.data.parse(data);
}

/**
 * The session decides the answer; the account is in the key so a switch of wallet (a new session)
 * asks again instead of showing the previous account's roles.
 */
export function getAdminStatusQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: [keyRoots.adminStatus, account] as const,
    queryFn: ({ signal }) => getAdminStatus(signal),
    staleTime: 60_000,
  });
}

/**
 * The signed-in person's console roles; asked only once they are signed in (a visitor or a wallet
 * that has not signed has none, so nothing is fetched for them).
 */
export function useAdminStatus() {
  const wallet = useWallet();
  const { signedIn, checking } = useSignedIn();
  const account = signedIn && wallet.address ? wallet.address.toLowerCase() : null;
  const status = useQuery({ ...getAdminStatusQueryOptions(account), enabled: account !== null });
  return { account, checking, status };
}
