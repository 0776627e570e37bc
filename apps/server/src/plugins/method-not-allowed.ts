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
export function allowedMethods(table: readonly RouteTableEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of table) {
    if (route.url.includes('*') && !route.url.startsWith('/api')) continue; // the web app's catch-all
    if (patternOf(route.url).test(path)) methods.add(route.method);
  }
  return [...methods].sort();
}
