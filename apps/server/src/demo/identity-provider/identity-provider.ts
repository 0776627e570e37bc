import { createHash, randomBytes } from 'node:crypto';
import type { SocialProvider } from '@guardians/shared';

/**
 * The demo's stand-in for X and Discord (issue 27): an OAuth 2.0 authorization server for the
 * authorization code grant with PKCE (RFC 6749, RFC 7636) and the one user-info call the site makes,
 * answering in X's and Discord's own shapes. The site's linking code talks to it as it talks to them.
 * Codes and tokens live in this process: `npm start` on the local chain runs one.
 */

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 2 * 60 * 60;

/** The person a demo account stands for, as the provider names them. */
export interface DemoIdentity {
  id: string;
  username: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  identity: DemoIdentity;
  expiresAt: number;
}

/** A refused authorization request; `redirect` says whether the client may be told (RFC 6749 4.1.2.1). */
export class AuthorizationRequestError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'unauthorized_client' | 'unsupported_response_type',
    message: string,
    readonly redirect: boolean,
  ) {
    super(message);
  }
}

/** A refused token request, answered as RFC 6749 5.2 says. */
export class TokenRequestError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    message: string,
  ) {
    super(message);
  }
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  scope: string;
  codeChallenge: string;
}

/** Handles as each provider allows them. */
export const HANDLE: Record<SocialProvider, RegExp> = {
  twitter: /^[A-Za-z0-9_]{1,15}$/,
  discord: /^[a-z0-9_.]{2,32}$/,
};

export const HANDLE_RULE: Record<SocialProvider, string> = {
  twitter: '1–15 letters, digits or underscores',
  discord: '2–32 lower-case letters, digits, underscores or dots',
};

/**
 * A stable numeric id per handle, as both providers use numeric ids (X's are up to 19 digits). The demo
 * X's recent search (demo/x-search) names its authors with the same ids, so a linked handle is their author.
 */
export function idFor(provider: SocialProvider, username: string): string {
  const digest = createHash('sha256').update(`${provider}:${username.toLowerCase()}`).digest();
  return ((digest.readBigUInt64BE(0) % 10n ** 18n) + 10n ** 17n).toString();
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const opaque = () => randomBytes(24).toString('base64url');

export class DemoIdentityProvider {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, { identity: DemoIdentity; expiresAt: number }>();

  constructor(
    readonly provider: SocialProvider,
    private readonly clientId: string,
  ) {}

  /** Checks an authorization request's parameters (RFC 6749 4.1.1, RFC 7636 4.3). */
  readAuthorizationRequest(
    query: Record<string, string | undefined>,
    /** The host the request came to: the site's own, besides the loopback names. */
    siteHost: string,
  ): AuthorizationRequest {
    const redirectUri = query.redirect_uri ?? '';
    // Its one client is the site: codes go only to the site's own callback, as a registered redirect would.
    const callback = `/api/oauth/${this.provider}/callback`;
    let redirectOk = false;
    try {
      const url = new URL(redirectUri);
      const ours = url.host === siteHost || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      redirectOk =
        ['http:', 'https:'].includes(url.protocol) && ours && url.pathname === callback && !url.search;
    } catch {}
    if (!redirectOk)
      throw new AuthorizationRequestError(
        'invalid_request',
        `redirect_uri must be the site's ${callback}`,
        false,
      );
    if (query.client_id !== this.clientId)
      throw new AuthorizationRequestError(
        'unauthorized_client',
        `unknown client_id '${query.client_id ?? ''}'`,
        false,
      );
    if (query.response_type !== 'code')
      throw new AuthorizationRequestError('unsupported_response_type', 'response_type must be code', true);
    if (!query.code_challenge || query.code_challenge_method !== 'S256')
      throw new AuthorizationRequestError(
        'invalid_request',
        'a PKCE code_challenge with method S256 is required',
        true,
      );
    return {
      clientId: this.clientId,
      redirectUri,
      state: query.state,
      scope: query.scope ?? '',
      codeChallenge: query.code_challenge,
    };
  }

  /** The error a handle breaks, or null when the provider would accept it. */
  handleError(username: string): string | null {
    return HANDLE[this.provider].test(username) ? null : `A handle is ${HANDLE_RULE[this.provider]}.`;
  }

  /** The person consented as `username`: a code for the client's redirect. */
  issueCode(request: AuthorizationRequest, username: string): string {
    this.prune();
    const code = opaque();
    this.codes.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scope: request.scope,
      identity: { id: idFor(this.provider, username), username },
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    return code;
  }

  /** The token endpoint: a code is good once, for the client and redirect it was issued to, with its verifier. */
  redeemCode(form: Record<string, string | undefined>, basicClientId: string | undefined) {
    if (form.grant_type !== 'authorization_code')
      throw new TokenRequestError('unsupported_grant_type', 'grant_type must be authorization_code');
    const clientId = basicClientId ?? form.client_id;
    if (clientId !== this.clientId) throw new TokenRequestError('invalid_client', 'unknown client');
    if (!form.code || !form.code_verifier || !form.redirect_uri)
      throw new TokenRequestError('invalid_request', 'code, code_verifier and redirect_uri are required');
    const issued = this.codes.get(form.code);
    this.codes.delete(form.code);
    if (!issued || issued.expiresAt <= Date.now())
      throw new TokenRequestError('invalid_grant', 'the code is unknown, used or expired');
    if (issued.clientId !== clientId || issued.redirectUri !== form.redirect_uri)
      throw new TokenRequestError('invalid_grant', 'the code was issued to another client or redirect_uri');
    if (s256(form.code_verifier) !== issued.codeChallenge)
      throw new TokenRequestError('invalid_grant', 'code_verifier does not match the code_challenge');
    const accessToken = opaque();
    this.tokens.set(accessToken, { identity: issued.identity, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    return {
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: TOKEN_TTL_S,
      scope: issued.scope,
      ...(issued.scope.split(' ').includes('offline.access') ? { refresh_token: opaque() } : {}),
    };
  }

  /** Whose token this is, or null for one this provider did not issue or that has expired. */
  identityFor(authorization: string | undefined): DemoIdentity | null {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    const found = token ? this.tokens.get(token) : undefined;
    return found && found.expiresAt > Date.now() ? found.identity : null;
  }

  private prune(): void {
    const now = Date.now();
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code);
    for (const [token, held] of this.tokens) if (held.expiresAt <= now) this.tokens.delete(token);
  }
}
