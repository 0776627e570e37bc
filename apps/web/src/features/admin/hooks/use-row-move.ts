import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { RowMove } from '../utils/list-order.ts';

/**
 * Moves a row of an ordered list (quests, certified prizes) and keeps the keyboard where it was:
 * once the new order is on screen the same Move button (or the other one, at an end) has focus.
 * The buttons carry `data-move="<id>:<step>"` (components/move-button.tsx). `move` answers the
 * row's new index, which `onMoved` may use to follow it to another page.
 */
export function useRowMove(
  move: UseMutationResult<number, Error, RowMove>,
  listed: unknown,
  onMoved?: (index: number) => void,
) {
  const focusAfter = useRef<RowMove | null>(null);

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
    moveRow: (change: RowMove) => {
      focusAfter.current = change;
      move.mutate(change, {
        ...(onMoved ? { onSuccess: onMoved } : {}),
        onError: (error) => {
          focusAfter.current = null;
          toast.error(error instanceof ApiError ? error.message : 'The order could not be saved. Try again.');
        },
      });
    },
  };
}
