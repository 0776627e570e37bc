import { QUESTS_PAGE_SIZE } from '@guardians/shared/quests';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { pageOffset } from '../../../lib/paging.ts';
import { toast } from '../../../lib/toast.ts';
import { type QuestMove, useMoveQuest } from '../api/reorder-quests.ts';

/**
 * Moves a quest and keeps the keyboard where it was: the list follows the quest to its page, and
 * once the new order is on screen the same Move button (or the other one, at an end) has focus.
 */
export function useQuestMove(offset: number, setOffset: (offset: number) => void, listed: unknown) {
  const move = useMoveQuest();
  const focusAfter = useRef<QuestMove | null>(null);

  // `listed` is the page on screen (a new one arrives when the move changed pages); the order is on
  // screen once the move has settled, its refetch included. A quick move may never render pending.
  const { isPending, status, submittedAt } = move;
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || isPending || status === 'idle' || submittedAt === 0 || !listed) return;
    const button = (step: number) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${step}"]`);
    const same = button(wanted.step);
    const target = same && !same.disabled ? same : button(-wanted.step);
    if (!target) return;
    focusAfter.current = null;
    target.focus();
  }, [listed, isPending, status, submittedAt]);

  return {
    moving: move.isPending,
    moveQuest: (change: QuestMove) => {
      focusAfter.current = change;
      move.mutate(change, {
        onSuccess: (index) => {
          const page = pageOffset(index, QUESTS_PAGE_SIZE);
          if (page !== offset) setOffset(page);
        },
        onError: (error) => {
          focusAfter.current = null;
          toast.error(error instanceof ApiError ? error.message : 'The order could not be saved. Try again.');
        },
      });
    },
  };
}
