import { type UserQuest, UserQuestResponseSchema } from '@guardians/shared/quests';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUESTS_KEY } from './query-keys.ts';

const UserQuestSchema = UserQuestResponseSchema.shape.data;

/** GET /api/quests/users/{account}/{questId}: where the account stands on one quest. */
async function getUserQuest(account: string, questId: number, signal?: AbortSignal) {
  const data = await apiRequest(
    `/api/quests/users/${account.toLowerCase()}/${questId}`,
    signal ? { signal } : {},
  );
  return UserQuestSchema.parse(data);
}

export function getUserQuestQueryOptions(account: string, questId: number) {
  return queryOptions({
    queryKey: [QUESTS_KEY, 'user', account.toLowerCase(), questId] as const,
    queryFn: ({ signal }) => getUserQuest(account, questId, signal),
    staleTime: 30_000,
  });
}

/** Account-dependent lookups run only when an account is present (spec 5). */
export function useUserQuest(account: string | undefined, questId: number) {
  return useQuery({ ...getUserQuestQueryOptions(account ?? '', questId), enabled: Boolean(account) });
}

/** The account's status on every listed quest, keyed by quest id (a failed one is just missing). */
export function useUserQuests(account: string | undefined, questIds: number[]) {
  return useQueries({
    queries: questIds.map((id) => ({
      ...getUserQuestQueryOptions(account ?? '', id),
      enabled: Boolean(account),
    })),
    combine: (results) => {
      const byId = new Map<number, UserQuest>();
      for (const result of results) if (result.data) byId.set(result.data.questId, result.data);
      return { byId, loading: results.some((result) => result.isLoading) };
    },
  });
}
