import { keyRoots } from '../../../lib/api/query-keys.ts';

/**
 * Every query of this feature starts with 'quests' (or 'certified-nfts'), so one invalidation
 * refreshes them all. The coin balance belongs to swaps (the navbar's query): completing a quest
 * invalidates `[keyRoots.points]`, named in lib/api, without importing that feature.
 */
export const QUESTS_KEY = keyRoots.quests;
export const CERTIFIED_KEY = 'certified-nfts';
