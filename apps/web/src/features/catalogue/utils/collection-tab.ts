/** The collection page's tabs: the items grid (the default) and the activity feed. */
export const collectionTabs = ['items', 'activity'] as const;
export type CollectionTab = (typeof collectionTabs)[number];

const TAB_KEY = 'tab';

const keyOf = (part: string) => {
  const raw = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** `?tab=activity` opens the activity; anything else (or nothing) is the items grid. */
export function parseCollectionTab(search: string): CollectionTab {
  const entry = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => keyOf(part) === TAB_KEY);
  return entry?.split('=')[1] === 'activity' ? 'activity' : 'items';
}

/**
 * The query string with the tab set: the items grid drops the key (its plain URL stays as it was).
 * The other parameters are kept exactly as written: trait filters rely on literal commas, which a
 * round trip through URLSearchParams would encode.
 */
export function setCollectionTab(search: string, tab: CollectionTab): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && keyOf(part) !== TAB_KEY);
  if (tab !== 'items') parts.push(`${TAB_KEY}=${tab}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
