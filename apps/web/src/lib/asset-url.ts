import { apiBaseUrl } from './api-client.ts';
import { getEnv } from './env.ts';

/**
 * Catalogue media comes back as site-relative paths (`/api/...`) or absolute URLs: resolve the
 * former against the API's origin (the same origin unless the API lives elsewhere).
 */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/api/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}
