import {
  type ConsoleQuest,
  ConsoleQuestListResponseSchema,
  QUESTS_PAGE_SIZE,
} from '@guardians/shared/quests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

export type ConsoleQuestParams = { offset: number; q: string };
type QuestPage = { items: ConsoleQuest[]; total: number };

/** The largest page the server gives: reordering reads every quest in as few calls as it can. */
const ALL_PAGE = 100;

/** GET /api/admin/quests (quests:edit): quests in display order, disabled ones included. */
async function getConsoleQuests(
  params: ConsoleQuestParams & { limit?: number },
  signal?: AbortSignal,
): Promise<QuestPage> {
  const search = new URLSearchParams({
    offset: String(params.offset),
    limit: String(params.limit ?? QUESTS_PAGE_SIZE),
  });
  if (params.q) search.set('q', params.q);
  const data = await apiRequest(`/api/admin/quests?${search}`, signal ? { signal } : {});
  return ConsoleQuestListResponseSchema.shape.data.parse(data);
}

/** Every quest in display order (the order call must name each one, whatever page is on screen). */
export async function getAllConsoleQuests(): Promise<ConsoleQuest[]> {
  const quests: ConsoleQuest[] = [];
  for (;;) {
    const page = await getConsoleQuests({ offset: quests.length, q: '', limit: ALL_PAGE });
    quests.push(...page.items);
    if (page.items.length === 0 || quests.length >= page.total) return quests;
  }
}

function getConsoleQuestsQueryOptions(params: ConsoleQuestParams) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'quests', params] as const,
    queryFn: ({ signal }) => getConsoleQuests(params, signal),
    // Other operators edit too, and members' completions move the counts: read fresh on each visit.
    staleTime: 0,
  });
}

/** The page stays on screen while the next one (or a new search) loads, so the list does not jump. */
export function useConsoleQuests(params: ConsoleQuestParams) {
  return useQuery({ ...getConsoleQuestsQueryOptions(params), placeholderData: keepPreviousData });
}

/** Every list of the console's quests, whatever its page or search. */
export const consoleQuestsKey = [ADMIN_KEY, 'quests'] as const;
