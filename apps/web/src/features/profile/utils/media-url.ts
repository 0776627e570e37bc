import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** Uploaded media is served by the API (`/api/media/<key>`): resolve it against the API's origin. */
export function mediaUrl(path: string): string {
  return path.startsWith('/api/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}
