/** X ids are snowflakes: milliseconds since X's epoch in the bits above the low 22. */
const X_EPOCH_MS = 1_288_834_974_657n;
const RECENT_SEARCH_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** Room for clock skew between us and X, so X never sees a since_id at the window's very edge. */
const MARGIN_MS = 3600 * 1000;

function tweetIdTime(id: string): number {
  return Number((BigInt(id) >> 22n) + X_EPOCH_MS);
}

/**
 * X answers 400 to a since_id older than recent search's 7-day window, and such an id would not
 * narrow the search anyway: it is dropped, and duplicates are caught on insert.
 */
export function usableSinceId(latest: string | undefined, now: number): string | undefined {
  if (!latest) return undefined;
  return tweetIdTime(latest) > now - RECENT_SEARCH_WINDOW_MS + MARGIN_MS ? latest : undefined;
}

/** Ascending by numeric id: oldest post first. */
export function byTweetId(a: { id: string }, b: { id: string }): number {
  const diff = BigInt(a.id) - BigInt(b.id);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
