import type { SocialProvider } from '@guardians/shared';
import * as oauth from 'oauth4webapi';
import type { SocialProviderConfig } from '../../config/social.ts';
import { type ProviderProfile, parseProfile } from './provider-profiles.ts';
import { SocialNotVerifiedError, SocialProviderError } from './social-errors.ts';

const TIMEOUT_MS = 10_000;

/** The token set as the spec's social link payload names it. */
export interface TokenSet {
  token_type: string;
  type: 'oauth';
  expires_at: number | null;
  access_token: string;
  refresh_token: string | null;
}

// X and Discord publish no discovery document: the endpoints come from configuration.
function server(cfg: SocialProviderConfig): oauth.AuthorizationServer {
  return {
    issuer: new URL(cfg.authorizationUrl).origin,
    authorization_endpoint: cfg.authorizationUrl,
    token_endpoint: cfg.tokenUrl,
    userinfo_endpoint: cfg.userInfoUrl,
  };
}

function clientAuth(cfg: SocialProviderConfig): oauth.ClientAuth {
  // X and Discord take confidential clients' secrets by HTTP Basic; public clients rely on PKCE alone.
  return cfg.clientSecret ? oauth.ClientSecretBasic(cfg.clientSecret) : oauth.None();
}

/** http is only accepted for loopback endpoints (config.ts refuses any other http URL). */
function requestOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  return {
    signal: () => AbortSignal.timeout(TIMEOUT_MS),
    ...(protocol === 'http:' && loopback ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

export function newPkce(): { state: string; codeVerifier: string } {
  return { state: oauth.generateRandomState(), codeVerifier: oauth.generateRandomCodeVerifier() };
}

export async function authorizationUrl(
  cfg: SocialProviderConfig,
  input: { redirectUri: string; state: string; codeVerifier: string },
): Promise<string> {
  const url = new URL(cfg.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', cfg.scopes);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(input.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Redeems the authorization code with the PKCE verifier; throws when the provider refuses. */
export async function exchangeCode(
  cfg: SocialProviderConfig,
  input: { callback: URLSearchParams; state: string; redirectUri: string; codeVerifier: string },
): Promise<TokenSet> {
  const as = server(cfg);
  const client = { client_id: cfg.clientId };
  const params = oauth.validateAuthResponse(as, client, input.callback, input.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuth(cfg),
    params,
    input.redirectUri,
    input.codeVerifier,
    requestOptions(cfg.tokenUrl),
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
  return {
    token_type: tokens.token_type,
    type: 'oauth',
    expires_at: tokens.expires_in ? Math.floor(Date.now() / 1000) + tokens.expires_in : null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? null,
  };
}

/**
 * Asks the provider whose token this is. A refused token is SocialNotVerifiedError (403); an
 * unreachable provider or an unexpected body is SocialProviderError (502).
 */
export async function fetchProfile(
  provider: SocialProvider,
  cfg: SocialProviderConfig,
  accessToken: string,
): Promise<ProviderProfile> {
  let response: Response;
  try {
    response = await oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL(cfg.userInfoUrl),
      new Headers({ accept: 'application/json' }),
      null,
      requestOptions(cfg.userInfoUrl),
    );
  } catch (error) {
    if (error instanceof oauth.WWWAuthenticateChallengeError)
      throw new SocialNotVerifiedError(provider, { cause: error });
    throw new SocialProviderError(provider, { cause: error });
  }
  if (response.status === 401 || response.status === 403) throw new SocialNotVerifiedError(provider);
  if (!response.ok)
    throw new SocialProviderError(provider, { cause: new Error(`user info: HTTP ${response.status}`) });
  const profile = parseProfile(provider, await response.json().catch(() => undefined));
  if (!profile) throw new SocialProviderError(provider, { cause: new Error('user info: unexpected body') });
  return profile;
}
