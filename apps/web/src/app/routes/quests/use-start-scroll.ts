import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';
import { QUEST_TAB_PARAM } from '../../../features/quests/utils/quest-tabs.ts';

function fromStart(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'scrollToQuests' in state;
}

/**
 * Scrolls the quest list into view after Start, and on arrival with a `tab` in the URL (a shared
 * `/quests?tab=all` lands on the list). Switching tabs later does not jump.
 */
export function useStartScroll(target: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const arrivedWithTab = new URLSearchParams(location.search).has(QUEST_TAB_PARAM);
  const start = fromStart(location.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per Start press (its location key), and on arrival
  useEffect(() => {
    if (!start && !arrivedWithTab) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [start ? location.key : null]);
}
