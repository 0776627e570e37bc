import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { prependRouteHook } from './route-hooks.ts';
import { securityHeaders } from './security-headers.ts';

class CrossOriginRequestError extends AppError {
  override readonly statusCode = 403;
  override readonly code = 'CROSS_ORIGIN_REQUEST';
  constructor() {
    super('Requests that change data must come from this site');
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, and refusal of state-changing requests that a browser sent from another site. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  devMode: boolean,
): Promise<void> {
  // The browser reads the chain where env-settings tells it to: the launcher's anvil has no RPC_URL.
  const rpcOrigin = config.publicRpcUrl ?? config.rpcUrl ?? app.chain?.rpcUrl;
  const headers = securityHeaders({
    // Vite's dev server injects inline scripts for hot reload; the built site gets the strict policy.
    contentSecurityPolicy: devMode
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            mediaSrc: ["'self'", 'blob:', 'https:'],
            connectSrc: ["'self'", ...(rpcOrigin ? [new URL(rpcOrigin).origin] : []), 'https:'],
            upgradeInsecureRequests: null,
          },
        },
    // Wallet extensions and EIP-6963 need no isolation; COEP would block third-party media.
    crossOriginEmbedderPolicy: false,
  });
  const jsonHeaders = apiHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? jsonHeaders : headers);
    done();
  });

  // Only routes that change data check where the request came from.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => SAFE_METHODS.has(method)) && route.config?.writes !== true) return;
    prependRouteHook(route, 'onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) && request.routeOptions.config?.writes !== true) return;
      if (isCrossSite(request, config)) throw new CrossOriginRequestError();
    });
  });
}

/**
 * What an API answer needs (OWASP's REST list): it is JSON or a file, never a page, so it loads
 * nothing, may not be framed or sniffed, and is not for other sites. The document headers (referrer,
 * DNS prefetch, opener, ...) do nothing there and cost every answer a dozen more header lines
 * (decision 0056). File routes set their own CSP and CORP on top.
 */
function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

function isCrossSite(request: FastifyRequest, config: Config): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false; // not a browser (curl, server-to-server): cookies are the guard there
  const expected = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `${request.protocol}://${request.host}`;
  return origin !== expected;
}
