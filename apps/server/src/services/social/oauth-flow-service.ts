import type { SocialLinkErrorCode, SocialProvider } from '@guardians/shared';
import { hashSessionId, type SessionInfo } from '../auth/session-service.ts';
import { authorizationUrl, exchangeCode, fetchProfile, newPkce, type TokenSet } from './oauth-client.ts';
import { consumeState, insertState } from './oauth-state-repository.ts';
import type { ProviderProfile } from './provider-profiles.ts';
import { AlreadyLinkedError, SocialAccountTakenError } from './social-errors.ts';
import { enabledProvider, linkConfirmedAccount, type SocialContext } from './social-link-service.ts';

const STATE_TTL_MS = 10 * 60 * 1000;

/** Records the request (state, PKCE verifier, bound to this session) and returns the provider's URL. */
export async function startLink(
  ctx: SocialContext,
  input: {
    provider: SocialProvider;
    account: string;
    sessionId: string;
    returnTo: string;
    redirectUri: string;
  },
): Promise<string> {
  const cfg = enabledProvider(ctx.config, input.provider);
  const { state, codeVerifier } = newPkce();
  await insertState(ctx.db, {
    state,
    codeVerifier,
    account: input.account,
    provider: input.provider,
    sessionIdHash: hashSessionId(input.sessionId),
    returnTo: input.returnTo,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return authorizationUrl(cfg, { redirectUri: input.redirectUri, state, codeVerifier });
}

export type LinkOutcome =
  | { returnTo: string; linked: SocialProvider }
  | { returnTo: string; linkError: SocialLinkErrorCode; cause?: unknown };

const ISSUED_STATE = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * Finishes the provider round trip. Never throws for a refused or failed link: every outcome is a
 * place to send the browser back to, with the reason for a failure.
 */
export async function completeLink(
  ctx: SocialContext,
  input: {
    provider: SocialProvider;
    callback: URLSearchParams;
    sessionId: string | undefined;
    session: SessionInfo | null;
    redirectUri: string;
  },
): Promise<LinkOutcome> {
  const stateParam = input.callback.get('state');
  // Our states are base64url; anything else matches no row and must not reach the query (a NUL breaks it).
  const row =
    stateParam && ISSUED_STATE.test(stateParam) ? await consumeState(ctx.db, stateParam) : undefined;
  if (!row) return { returnTo: '/', linkError: 'STATE_INVALID' };
  const fail = (linkError: SocialLinkErrorCode, cause?: unknown): LinkOutcome => ({
    returnTo: row.returnTo,
    linkError,
    cause,
  });
  if (row.provider !== input.provider) return fail('STATE_INVALID');
  if (row.expiresAt.getTime() <= Date.now()) return fail('STATE_EXPIRED');
  const sameSession =
    input.sessionId !== undefined &&
    hashSessionId(input.sessionId) === row.sessionIdHash &&
    input.session?.account === row.account;
  if (!sameSession) return fail('SESSION_MISMATCH');
  const error = input.callback.get('error');
  if (error) return fail(error === 'access_denied' ? 'ACCESS_DENIED' : 'PROVIDER_ERROR', error);

  let tokens: TokenSet;
  let profile: ProviderProfile;
  try {
    const cfg = enabledProvider(ctx.config, input.provider);
    tokens = await exchangeCode(cfg, {
      callback: input.callback,
      state: row.state,
      redirectUri: input.redirectUri,
      codeVerifier: row.codeVerifier,
    });
    try {
      profile = await fetchProfile(input.provider, cfg, tokens.access_token);
    } catch (cause) {
      return fail('PROFILE_INVALID', cause);
    }
  } catch (cause) {
    return fail('PROVIDER_ERROR', cause);
  }

  try {
    await linkConfirmedAccount(ctx, row.account, { provider: input.provider, profile, credentials: tokens });
  } catch (cause) {
    if (cause instanceof AlreadyLinkedError) return fail('ALREADY_LINKED');
    if (cause instanceof SocialAccountTakenError) return fail('SOCIAL_ACCOUNT_TAKEN');
    return fail('LINK_FAILED', cause);
  }
  return { returnTo: row.returnTo, linked: input.provider };
}
