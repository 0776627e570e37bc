/**
 * Which test file fuzzes which routes: a route belongs to the first group with a prefix of its URL,
 * and every route no prefix names falls to the catch-all group, so a new route is never skipped.
 * Two groups, one file each: the two cores of CI run them side by side.
 */
export const fuzzGroups = {
  /** Collections, items, reactions, wallets, search, trading (listings, offers); gallery, contests, editorial pages. */
  catalogue: [
    '/api/collections',
    '/api/nfts',
    '/api/wallets',
    '/api/search',
    '/api/great-deals',
    '/api/owners',
    '/api/admin/collections',
    '/api/listings',
    '/api/offers',
    '/api/utils',
    '/api/demo',
    '/api/defaultCollection',
    '/api/gallery',
    '/api/admin/gallery',
    '/api/art-contests',
    '/api/admin/judges',
    '/api/blogs',
    '/api/abouts',
    '/api/stories',
    '/api/odyssey',
    '/api/admin/blogs',
    '/api/admin/abouts',
  ],
  /** Sign-in, profiles, socials, shields, quests, points, swaps, vault, newsletter, portal: the catch-all. */
  members: [],
} as const satisfies Record<string, readonly string[]>;

export type FuzzGroup = keyof typeof fuzzGroups;
const CATCH_ALL: FuzzGroup = 'members';

/** Routes left out of the fuzzing, each with the reason. Asserted to name routes that exist. */
export const excludedRoutes: Readonly<Record<string, string>> = {};

export function groupOf(url: string): FuzzGroup {
  for (const [group, prefixes] of Object.entries(fuzzGroups) as [FuzzGroup, readonly string[]][]) {
    const named = prefixes.some(
      (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}.`),
    );
    if (named) return group;
  }
  return CATCH_ALL;
}
