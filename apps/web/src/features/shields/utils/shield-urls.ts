import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { formatDay } from '../../../lib/format-date.ts';

/** The download route and the media live on the API's origin (same origin in production). */
export function serverUrl(path: string): string {
  return path.startsWith('/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}

export function formatAwardDate(iso: string): string {
  return formatDay(iso);
}
