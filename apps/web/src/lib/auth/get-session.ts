import { SessionResponseSchema, type SessionSchema } from '@guardians/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type Session = z.infer<typeof SessionSchema>;

/**
 * The live session for this chain, or null. Spec 4: a failed check is silent and means "not signed".
 * GET /api/login/session answers 200 either way (verify's 401 would be a failed request in the
 * console of every signed-out visit).
 */
async function getSession(chainId: number, signal?: AbortSignal): Promise<Session | null> {
  try {
    const data = await apiRequest(`/api/login/session?chainId=${chainId}`, signal ? { signal } : {});
    return SessionResponseSchema.shape.data.parse(data);
  } catch {
    return null;
  }
}

export function getSessionQueryOptions(chainId: number) {
  return queryOptions({
    queryKey: ['session', { chainId }] as const,
    queryFn: ({ signal }) => getSession(chainId, signal),
    staleTime: 60_000,
  });
}

/** `enabled: false` until the wallet code has run: a visitor who never connects never asks. */
export function useSession(chainId: number, enabled = true) {
  return useQuery({ ...getSessionQueryOptions(chainId), enabled });
}
