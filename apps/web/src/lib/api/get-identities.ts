import { shortenAddress } from '@guardians/shared/common';
import { IDENTITIES_MAX, IdentitiesResponseSchema, type Identity } from '@guardians/shared/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { keyRoots } from './query-keys.ts';

/** Long enough for every account a render asks for to join one call. */
const BATCH_WAIT_MS = 8;

type Waiter = { resolve: (identity: Identity) => void; reject: (error: unknown) => void };
let queued = new Map<string, Waiter[]>();

/** GET /api/users/identities for every account asked for within a few milliseconds, 100 per call. */
async function flush(): Promise<void> {
  const batch = queued;
  queued = new Map();
  const accounts = [...batch.keys()];
  for (let i = 0; i < accounts.length; i += IDENTITIES_MAX) {
    const chunk = accounts.slice(i, i + IDENTITIES_MAX);
    try {
      const data = await apiRequest(`/api/users/identities?accounts=${chunk.join(',')}`);
      const { items } = IdentitiesResponseSchema.shape.data.parse(data);
      const byAccount = new Map(items.map((item) => [item.account.toLowerCase(), item]));
      for (const account of chunk) {
        const identity = byAccount.get(account);
        for (const waiter of batch.get(account) ?? []) {
          if (identity) waiter.resolve(identity);
          else waiter.reject(new Error(`no identity for ${account}`));
        }
      }
    } catch (error) {
      for (const account of chunk) for (const waiter of batch.get(account) ?? []) waiter.reject(error);
    }
  }
}

/** One account's identity; accounts asked for together (a list's rows) share one request. */
function loadIdentity(account: string): Promise<Identity> {
  return new Promise((resolve, reject) => {
    // The first account of a batch schedules its call; flush() starts the next batch empty.
    if (queued.size === 0) setTimeout(() => void flush(), BATCH_WAIT_MS);
    const waiters = queued.get(account) ?? [];
    waiters.push({ resolve, reject });
    queued.set(account, waiters);
  });
}

/** How an account is shown: username, else ENS name, else its checksummed address (issue 27 §2). */
export function useIdentity(account: string | null | undefined) {
  const lower = account?.toLowerCase() ?? '';
  return useQuery({
    queryKey: [keyRoots.identities, lower] as const,
    queryFn: () => loadIdentity(lower),
    enabled: /^0x[0-9a-f]{40}$/.test(lower),
    staleTime: 5 * 60_000,
  });
}

/** The name shown for an identity; null until it is known. */
export function identityName(identity: Identity | undefined): string | null {
  if (!identity) return null;
  return identity.username ?? identity.ensName ?? shortenAddress(identity.account);
}
