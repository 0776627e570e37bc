import type { AddressInfo } from 'node:net';
import { fuzzSite } from '../fuzz-site.ts';
import type { KnownValues } from './cases.ts';
import type { Identity } from './run.ts';

/**
 * The input fuzzers' site (its own database and anvil, claim and trading contracts deployed, rows
 * seeded, a member and an admin signed in) listening on a real port: the run reaches it over HTTP
 * like any client, starting from GET /docs/json.
 */
export function openApiSite() {
  const site = fuzzSite();
  let base = '';

  async function start(): Promise<void> {
    await site.start({ claims: true, trading: true });
    await site.app().listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(site.app().server.address() as AddressInfo).port}`;
  }

  function identities(): Identity[] {
    const signedIn = (name: 'member' | 'admin', key: 'user' | 'admin'): Identity => ({
      name,
      cookie: () => site.sessions.cookieOf(key),
      renew: () => site.sessions.renew(key),
    });
    return [
      { name: 'anonymous', cookie: () => undefined },
      signedIn('member', 'user'),
      signedIn('admin', 'admin'),
    ];
  }

  /** The seeded rows by parameter name, and the body fields that name them. */
  function known(): KnownValues {
    const seeded = site.known();
    const collection = seeded.token?.[0];
    return {
      ...seeded,
      tokenAddress: collection ? [collection] : [],
      tokenId: [...(seeded.tokenId ?? []), '15'],
    };
  }

  return { start, stop: () => site.stop(), base: () => base, identities, known };
}
