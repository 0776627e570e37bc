import type { FastifyInstance } from 'fastify';
import type { PageCall } from './fault-requests.ts';
import type { FaultSite } from './fault-site.ts';

/** Path parameters filled with the fault site's own collection, item and holder, so handlers do real work. */
function paramValue(name: string, site: FaultSite): string {
  if (/token|contract|collection/i.test(name)) return site.token;
  if (/account|address|wallet/i.test(name)) return site.holder;
  if (/provider/i.test(name)) return 'twitter';
  if (/questId/i.test(name)) return String(site.questId);
  return '7';
}

/**
 * Every GET route the application registered (admin and signed-in ones too, with `cookie`), each
 * once: a route added later is swept without editing the suite.
 */
export function everyGetRoute(app: FastifyInstance, site: FaultSite, cookie: string): PageCall[] {
  const seen = new Set<string>();
  const calls: PageCall[] = [];
  for (const route of app.routeTable) {
    if (route.method !== 'GET' || seen.has(route.url)) continue;
    seen.add(route.url);
    const url = route.url
      .replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => paramValue(name, site))
      .replace(/\*$/, 'x');
    calls.push({ label: `GET ${route.url}`, method: 'GET', url, headers: { cookie } });
  }
  return calls;
}
