import { LEADERBOARD_MAX_STARS, type LeaderboardEntry, POINTS_DECIMALS } from '@guardians/shared/quests';
import { formatNumber } from '../../../lib/format-number.ts';

export type LeaderboardRow = LeaderboardEntry & { position: number };

/**
 * Spec 5: rows with negative totalPoints are hidden (the server drops them too; this guards the
 * screen against an older server). Rank comes from the position in what is shown (spec 3).
 */
export function leaderboardRows(entries: readonly LeaderboardEntry[]): LeaderboardRow[] {
  return entries
    .filter((entry) => Number.isFinite(entry.totalPoints) && entry.totalPoints >= 0)
    .map((entry, index) => ({ ...entry, position: index + 1 }));
}

/** Spec 9: leaderboard points with 2 decimals. */
export function formatPoints(points: number): string {
  return formatNumber(points, {
    minimumFractionDigits: POINTS_DECIMALS,
    maximumFractionDigits: POINTS_DECIMALS,
  });
}

/** Spec 9: at most 5 stars; anything odd (negative, fractional) reads as the nearest whole star. */
export function starCount(stars: number): number {
  if (!Number.isFinite(stars)) return 0;
  return Math.min(LEADERBOARD_MAX_STARS, Math.max(0, Math.round(stars)));
}

export function starsLabel(stars: number): string {
  return `${starCount(stars)} of ${LEADERBOARD_MAX_STARS} stars`;
}

/** Pages the server holds for `total` rows. */
export function totalPages(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(Math.max(0, total) / limit) : 0;
}

/**
 * Spec 4: the next page loads only while the current page is below the total pages. `loaded` is
 * how many pages are loaded (the current page, 1-based); the answer is the next page's index
 * (offset = index * limit, spec 9), or undefined at the end.
 */
export function nextLeaderboardPage(loaded: number, total: number, limit: number): number | undefined {
  return loaded < totalPages(total, limit) ? loaded : undefined;
}
