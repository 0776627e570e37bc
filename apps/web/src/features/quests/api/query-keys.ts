import { keyRoots } from '../../../lib/api/query-keys.ts';
/**
 * Every query of this feature starts with 'quests' (or 'certified-nfts'), so one invalidation
 * refreshes them all. 'points' is the coin balance's prefix (the navbar's query, another feature):
 * completing a quest invalidates every query under it without importing that feature.
 */
export const QUESTS_KEY = keyRoots.quests;
export const CERTIFIED_KEY = 'certified-nfts';
export const POINTS_KEY = keyRoots.points;
