import { type AccountSocials, AccountSocialsResponseSchema } from '@guardians/shared/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

const AccountSocialsSchema = AccountSocialsResponseSchema.shape.data;

/** A wallet's linked X and Discord usernames (public; never tokens). */
async function getAccountSocials(account: string, signal?: AbortSignal): Promise<AccountSocials> {
  const data = await apiRequest(
    `/api/user-social/account/${account.toLowerCase()}`,
    signal ? { signal } : {},
  );
  return AccountSocialsSchema.parse(data);
}

export const accountSocialsBaseKey = ['account-socials'] as const;

export function getAccountSocialsQueryOptions(account: string) {
  return queryOptions({
    queryKey: [...accountSocialsBaseKey, { account: account.toLowerCase() }] as const,
    queryFn: ({ signal }) => getAccountSocials(account, signal),
    staleTime: 30_000,
  });
}

/** Disabled without an account (spec 5: account-dependent lookups run only with an account). */
export function useAccountSocials(account: string | undefined) {
  return useQuery({ ...getAccountSocialsQueryOptions(account ?? ''), enabled: Boolean(account) });
}
