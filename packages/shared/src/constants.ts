/** Business constants from the spec (section 9). */
export const DEFAULT_CHAIN_ID = 11155111;
export const LOCAL_CHAIN_ID = 31337;
export const MOBILE_NAV_BREAKPOINT_PX = 1024;
export const SEARCH_MIN_LENGTH = 2;
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Paths where the navbar is transparent and fixed over hero art. */
const TRANSPARENT_NAV_PATHS = [
  '/',
  '/story',
  '/portal',
  '/odyssey',
  '/about',
  '/nftlover',
  '/nftarena',
] as const;

export function isTransparentNavPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/forge' || path.startsWith('/forge/')) return true;
  return (TRANSPARENT_NAV_PATHS as readonly string[]).includes(path);
}
