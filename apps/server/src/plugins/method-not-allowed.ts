import { type AppError, MethodNotAllowedError, NotFoundError, UriTooLongError } from '../errors.ts';
import { MAX_PARAM_LENGTH } from './openapi-answers.ts';
import type { RouteTableEntry } from './route-table.ts';

/** A route's URL pattern as a regular expression over a request path (`:param` is one segment). */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The methods the API answers on a path, for a 405 with `Allow` when a request names a path that
 * exists with another method (RFC 9110 15.5.6). Empty: the path is unknown (404).
 */
function allowedMethods(table: readonly RouteTableEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of table) {
    if (route.url.includes('*') && !route.url.startsWith('/api')) continue; // the web app's catch-all
    if (patternOf(route.url).test(path)) methods.add(route.method);
  }
  return [...methods].sort();
}

/**
 * Why no route took a request the web app did not want either. A path that exists with this method
 * only misses the router when a path parameter is over MAX_PARAM_LENGTH: 414, as the router itself
 * answers when nothing else (here the web app's catch-all) could take the URL.
 */
export function unroutedError(table: readonly RouteTableEntry[], method: string, path: string): AppError {
  const allow = allowedMethods(table, path);
  if (allow.length === 0) return new NotFoundError(`No route ${method} ${path}`);
  const answers = allow.includes(method) || (method === 'HEAD' && allow.includes('GET'));
  if (answers && path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
    return new UriTooLongError(`A path parameter is longer than ${MAX_PARAM_LENGTH} characters`);
  }
  return new MethodNotAllowedError(method, path, allow);
}
