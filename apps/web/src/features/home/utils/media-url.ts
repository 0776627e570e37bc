import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** Catalogue and gallery media come as site paths under `/api/`: resolve them against the API's origin. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/api/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}
