import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** Uploads and catalogue media are served by the API (`/api/...`): resolve them against its origin. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/api/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}
