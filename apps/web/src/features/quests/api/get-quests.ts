import { type Quest, QuestListResponseSchema } from '@guardians/shared/quests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUESTS_KEY } from './query-keys.ts';

const ListSchema = QuestListResponseSchema.shape.data;

/** A programme has a handful of quests: one page of the most the API gives holds them all. */
const QUESTS_FETCH_LIMIT = 100;

/** GET /api/quests/all, in display order. */
async function getQuests(signal?: AbortSignal): Promise<Quest[]> {
  const data = await apiRequest(
    `/api/quests/all?offset=0&limit=${QUESTS_FETCH_LIMIT}&showDisabled=false`,
    signal ? { signal } : {},
  );
  const { items } = ListSchema.parse(data);
  return [...items].sort((a, b) => a.position - b.position || a._id - b._id);
}

function getQuestsQueryOptions() {
  return queryOptions({
    queryKey: [QUESTS_KEY, 'all'] as const,
    queryFn: ({ signal }) => getQuests(signal),
    staleTime: 60_000,
  });
}

export function useQuests() {
  return useQuery(getQuestsQueryOptions());
}

/** One quest, read from the list (the API has no single-quest read; the list is cached anyway). */
export function useQuest(questId: number) {
  return useQuery({
    ...getQuestsQueryOptions(),
    select: (quests) => quests.find((quest) => quest._id === questId) ?? null,
  });
}
