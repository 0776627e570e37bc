import { ErrorBodySchema } from '@guardians/shared';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** Longest path parameter the router takes (Fastify's maxParamLength); longer is 414. */
export const MAX_PARAM_LENGTH = 500;

const errorBody = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0', io: 'output' });
delete (errorBody as { $schema?: string }).$schema;

const answer = (description: string) => ({ ...structuredClone(errorBody), description });

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The answers every route of a kind can give, whatever its handler does, each from the plugin that
 * gives it (decision 0081): 400 from validation (any input), 401/403 from the auth plugin
 * (config.auth), 403 from the cross-site write guard (security.ts, unsafe methods), 413/415 from
 * the body parsers, 414 from the router (a path parameter over MAX_PARAM_LENGTH), 429 from the API
 * rate limit, 503 from the error handler when PostgreSQL, Redis or the chain is unreachable. The
 * route's own schema adds what only its service throws (404, 409, ...).
 */
export function commonAnswers(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  schema: { querystring?: unknown; params?: unknown; body?: unknown; headers?: unknown },
  hasForm: boolean,
): Record<number, object> {
  const out: Record<number, object> = {};
  const methods = [route.method].flat();
  const config = route.config ?? {};
  const hasBody = schema.body !== undefined || hasForm;
  if (schema.querystring || schema.params || schema.headers || hasBody)
    out[400] = answer('The request does not match this operation (`field` names the first bad part)');
  if (config.auth) out[401] = answer('Not signed in, or the session has ended');
  if (config.auth && config.auth !== 'signed-in')
    out[403] = answer(`Signed in, but no console role of the account grants ${config.auth}`);
  else if (methods.some((m) => !SAFE.has(m)) || config.writes)
    out[403] = answer('Refused: a write from another site (Origin or Sec-Fetch-Site)');
  if (hasBody) {
    out[413] = answer('The body is larger than this operation takes');
    out[415] = answer('The body is not of a media type this operation takes');
  }
  if (/\/:/.test(route.url))
    out[414] = answer(`A path parameter is longer than ${MAX_PARAM_LENGTH} characters`);
  if (route.url.startsWith('/api/') && config.rateLimit !== false)
    out[429] = answer('Too many requests from this client; `Retry-After` says when to come back');
  out[503] = answer('A dependency (database, Redis, chain RPC) is unreachable, or the feature is not set up');
  return out;
}

/** Path parameters without a documented length get the router's, so the document names the real limit. */
export function withParamLimit(params: unknown): unknown {
  const schema = params as
    | { properties?: Record<string, { type?: unknown; maxLength?: number }> }
    | undefined;
  for (const prop of Object.values(schema?.properties ?? {}))
    if (prop.type === 'string' && (prop.maxLength === undefined || prop.maxLength > MAX_PARAM_LENGTH))
      prop.maxLength = MAX_PARAM_LENGTH;
  return params;
}

const PAIR = ['tokenAddress', 'tokenId'] as const;

/**
 * The item filter (`tokenAddress` and `tokenId`, both or neither: TOKEN_FILTER_INCOMPLETE) as one
 * optional query object whose two properties are required: OpenAPI 3.0 has no rule between two
 * parameters, but an object parameter (style form, exploded: the default) is sent as exactly
 * `tokenAddress=…&tokenId=…`. The wire format is unchanged; only the document says more.
 */
export function withTokenPair(querystring: unknown): unknown {
  const schema = querystring as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const props = schema?.properties;
  if (!props || !PAIR.every((name) => props[name])) return querystring;
  const item = {
    type: 'object',
    description: 'The item filter: tokenAddress and tokenId together, or neither',
    properties: Object.fromEntries(PAIR.map((name) => [name, props[name]])),
    required: [...PAIR],
    // @fastify/swagger drops `required` inside a parameter's schema: these two say the same.
    minProperties: PAIR.length,
    additionalProperties: false,
  };
  const rest = Object.fromEntries(
    Object.entries(props).filter(([name]) => !(PAIR as readonly string[]).includes(name)),
  );
  return { ...schema, properties: { ...rest, item } };
}
