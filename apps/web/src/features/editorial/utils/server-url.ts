import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** Editorial media are site paths served by the API's origin (the same origin in production). */
export function serverUrl(path: string): string {
  return path.startsWith('/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}
