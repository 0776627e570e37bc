import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** Site-served files come back as `/api/...` paths: resolve them against the API's origin. */
export function mediaUrl(path: string): string {
  return path.startsWith('/api/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}
