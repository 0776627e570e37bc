import { QUESTS_PAGE_SIZE } from '@guardians/shared/quests';
import { pageOffset } from '../../../lib/paging.ts';
import { useMoveQuest } from '../api/reorder-quests.ts';
import { useRowMove } from './use-row-move.ts';

/** Moves a quest; the list follows it to its page, and the keyboard stays on its Move button. */
export function useQuestMove(offset: number, setOffset: (offset: number) => void, listed: unknown) {
  const { moving, moveRow } = useRowMove(useMoveQuest(), listed, (index) => {
    const page = pageOffset(index, QUESTS_PAGE_SIZE);
    if (page !== offset) setOffset(page);
  });
  return { moving, moveQuest: moveRow };
}
