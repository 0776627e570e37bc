import type { Quest, QuestStatus } from '@guardians/shared/quests';
import { questAvailability } from './quest-info.ts';

/** Spec 2 `?{tabField}=all`: our tab field is `tab`. */
export const QUEST_TAB_PARAM = 'tab';
/** Navigation state of Start (and 'Browse the quests'): the landing scrolls to its list. */
export const START_STATE = { scrollToQuests: true } as const;

export const questTabs = ['all', 'open', 'completed'] as const;
export type QuestTab = (typeof questTabs)[number];

export const questTabLabels: Record<QuestTab, string> = {
  all: 'All',
  open: 'Open',
  completed: 'Completed',
};

/** The tab of the query, case-insensitive; anything else (or nothing) is All. */
export function readQuestTab(params: URLSearchParams): QuestTab {
  const value = (params.get(QUEST_TAB_PARAM) ?? '').trim().toLowerCase();
  return questTabs.find((tab) => tab === value) ?? 'all';
}

/**
 * Open: can be completed now and is not done yet. Completed: the signed-in member completed it
 * (without a session there are none). `statuses` is what the server said for the member.
 */
export function filterQuests(
  quests: readonly Quest[],
  tab: QuestTab,
  statuses: ReadonlyMap<number, QuestStatus>,
  now = Date.now(),
): Quest[] {
  if (tab === 'all') return [...quests];
  if (tab === 'completed') return quests.filter((quest) => statuses.get(quest._id) === 'completed');
  return quests.filter(
    (quest) =>
      questAvailability(quest, now) === 'open' &&
      statuses.get(quest._id) !== 'completed' &&
      statuses.get(quest._id) !== 'pending',
  );
}
