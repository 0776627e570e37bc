/**
 * Every page of the web app, as its router writes them (apps/web/src/app/router.tsx; a test there
 * keeps the two the same): the server answers any other path with its page and HTTP 404.
 * `:name` is one segment, `:name?` an optional last one.
 */
export const PAGE_PATHS = [
  '',
  'forge/:walletAddress?',
  'collections',
  'collection/:collectionRef',
  'collection/:collectionRef/:tokenId',
  'explore',
  'explore/:tokenId',
  'mint/:collectionRef',
  'quests',
  'quests/leaderboard',
  'quests/:questId',
  'swaps',
  'vault',
  'gallery',
  'nftarena',
  'beta',
  'story',
  'story/:id',
  'odyssey',
  'odyssey/:id',
  'blogs',
  'blogs/:id',
  'about',
  'about/:id',
  'newsletter/confirm',
  'newsletter/unsubscribe',
  'nftlover',
  'guardians',
  'guardians/:id',
  'portal',
  // The signed-in person's watchlist (decision 0088).
  'watchlist',
  // The operator console: one segment per section (site, roles, audit, more to come); the web app
  // answers an unknown section with its not-found page.
  'admin/:section?',
] as const;

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  const optional = parts.at(-1)?.endsWith('?') === true;
  if (segments.length > parts.length || segments.length < parts.length - (optional ? 1 : 0)) return false;
  return segments.every((segment, i) => {
    const part = parts[i] ?? '';
    return part.startsWith(':') || part === segment;
  });
}

/** Whether the web app has a page at `pathname` (a trailing slash is the same page). */
export function isPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return PAGE_PATHS.some((pattern) => matches(pattern, segments));
}
