import { isSafeReturnTo, type SocialProvider } from '@guardians/shared/social';
import { apiBaseUrl } from '../api-client.ts';
import { getEnv } from '../env.ts';
import { withoutLinkResult } from './link-result.ts';

/** The server's limit for returnTo (OAuthStartQuerySchema). */
const RETURN_TO_MAX_LENGTH = 512;

/**
 * Where the provider round trip should come back to: this page with its query (so an open modal
 * or tab survives), minus an earlier link result, plus `extra` parameters. Falls back to the bare
 * path, then to '/', when the server would refuse it.
 */
export function returnToFor(
  location: { pathname: string; search: string },
  extra: Record<string, string> = {},
): string {
  const params = withoutLinkResult(new URLSearchParams(location.search));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  const full = query ? `${location.pathname}?${query}` : location.pathname;
  for (const candidate of [full, location.pathname]) {
    if (candidate.length <= RETURN_TO_MAX_LENGTH && isSafeReturnTo(candidate)) return candidate;
  }
  return '/';
}

/** The server route that starts linking (decision 0010): it answers 302 to the provider. */
export function oauthStartUrl(provider: SocialProvider, returnTo: string): string {
  const query = new URLSearchParams({ returnTo });
  return `${apiBaseUrl(getEnv().apiUrl)}/api/oauth/${provider}/start?${query}`;
}
