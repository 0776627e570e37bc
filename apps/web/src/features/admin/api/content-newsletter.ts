import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** GET /api/admin/newsletter.csv (newsletter:export): confirmed subscribers, a download. */
export function newsletterCsvUrl(): string {
  return `${apiBaseUrl(getEnv().apiUrl)}/api/admin/newsletter.csv`;
}
