import type { SocialProvider } from '@guardians/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DEMO_CLIENT_ID, DEMO_PROVIDER_PATHS } from '../../config/social.ts';
import {
  AuthorizationRequestError,
  type DemoIdentity,
  DemoIdentityProvider,
  TokenRequestError,
} from '../../demo/identity-provider/identity-provider.ts';
import { refusalPage, signInPage } from '../../demo/identity-provider/sign-in-page.ts';

type Form = Record<string, string | undefined>;

/** The parameters of an authorization request, carried from the page to the decision. */
const REQUEST_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** The authorization request's own parameters from a query or a form, to carry to the decision. */
function requestParams(from: Form): Record<string, string> {
  return Object.fromEntries(REQUEST_PARAMS.flatMap((key) => (from[key] ? [[key, from[key]]] : [])));
}

function stringsOf(value: unknown): Form {
  const out: Form = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, field] of Object.entries(value)) if (typeof field === 'string') out[key] = field;
  return out;
}

/** The client's id from HTTP Basic credentials (RFC 6749 2.3.1), when it sent them. */
function basicClientId(authorization: string | undefined): string | undefined {
  const encoded = /^Basic (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decodeURIComponent(decoded.slice(0, Math.max(0, decoded.indexOf(':'))));
}

/** Sends the browser back to the client with `params` (RFC 6749 4.1.2). */
function backToClient(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return reply.header('cache-control', 'no-store').redirect(url.href, 302);
}

/** The user-info answer in the provider's own shape (X API v2 /2/users/me, Discord /users/@me). */
function userInfo(provider: SocialProvider, identity: DemoIdentity) {
  return provider === 'twitter'
    ? { data: { id: identity.id, name: identity.username, username: identity.username } }
    : {
        id: identity.id,
        username: identity.username,
        global_name: identity.username,
        email: `${identity.username}@discord.demo.invalid`,
        verified: true,
      };
}

/**
 * The demo's stand-in for X or Discord (decision 0070): registered only where the configuration made it
 * the site's provider (the local chain, outside production, no client id set). Elsewhere these paths
 * are the site's own 404.
 */
export function identityProviderRoutes(provider: SocialProvider): FastifyPluginAsync {
  return async (app) => {
    if (!app.config.social.demo[provider]) return;
    const paths = DEMO_PROVIDER_PATHS[provider];
    const idp = new DemoIdentityProvider(provider, DEMO_CLIENT_ID);
    // The token endpoint and the sign-in form post form-encoded bodies (RFC 6749 4.1.3).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const hide = { hide: true };

    const page = (reply: FastifyReply, status: number, html: string, redirectUri?: string) => {
      // The decision is a form post answered by a redirect to the client, which the site's CSP must allow.
      const formAction = redirectUri ? ` ${new URL(redirectUri).origin}` : '';
      return (
        reply
          .code(status)
          .header('cache-control', 'no-store')
          // The site's no-referrer makes a form post's Origin 'null', which its cross-site check refuses.
          .header('referrer-policy', 'same-origin')
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'${formAction}; frame-ancestors 'none'`,
          )
          .type('text/html; charset=utf-8')
          .send(html)
      );
    };

    app.get(paths.authorize, { schema: hide }, async (request, reply) => {
      const query = stringsOf(request.query);
      let authorization: ReturnType<DemoIdentityProvider['readAuthorizationRequest']>;
      try {
        authorization = idp.readAuthorizationRequest(query, request.host);
      } catch (error) {
        if (!(error instanceof AuthorizationRequestError)) throw error;
        if (error.redirect && query.redirect_uri)
          return backToClient(reply, query.redirect_uri, {
            error: error.error,
            error_description: error.message,
            state: query.state,
          });
        return page(reply, 400, refusalPage(provider, error.message));
      }
      const params = requestParams(query);
      return page(
        reply,
        200,
        signInPage({ provider, action: `${paths.prefix}${paths.authorize}`, params }),
        authorization.redirectUri,
      );
    });

    app.post(paths.authorize, { schema: hide }, async (request, reply) => {
      const form = stringsOf(request.body);
      let authorization: ReturnType<DemoIdentityProvider['readAuthorizationRequest']>;
      try {
        authorization = idp.readAuthorizationRequest(form, request.host);
      } catch (error) {
        if (!(error instanceof AuthorizationRequestError)) throw error;
        return page(reply, 400, refusalPage(provider, error.message));
      }
      const { redirectUri, state } = authorization;
      if (form.decision !== 'allow')
        return backToClient(reply, redirectUri, { error: 'access_denied', state });
      const handle = (form.handle ?? '').trim().replace(/^@/, '');
      const invalid = idp.handleError(handle);
      if (invalid) {
        const params = requestParams(form);
        const html = signInPage({
          provider,
          action: `${paths.prefix}${paths.authorize}`,
          params,
          handle,
          error: invalid,
        });
        return page(reply, 400, html, redirectUri);
      }
      return backToClient(reply, redirectUri, { code: idp.issueCode(authorization, handle), state });
    });

    app.post(paths.token, { schema: hide }, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      try {
        return idp.redeemCode(stringsOf(request.body), basicClientId(request.headers.authorization));
      } catch (error) {
        if (!(error instanceof TokenRequestError)) throw error;
        return reply
          .code(error.error === 'invalid_client' ? 401 : 400)
          .send({ error: error.error, error_description: error.message });
      }
    });

    app.get(paths.userInfo, { schema: hide }, async (request, reply) => {
      const identity = idp.identityFor(request.headers.authorization);
      if (!identity)
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ title: 'Unauthorized', detail: 'Unauthorized', type: 'about:blank', status: 401 });
      return userInfo(provider, identity);
    });
  };
}
