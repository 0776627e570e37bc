import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';
import { MetadataError } from '../indexer-errors.ts';

/**
 * Where token metadata and media may be fetched from. Token URIs are chosen by whoever deployed a
 * contract, so without a guard the indexer could be made to read this machine's or its network's
 * private services (server-side request forgery).
 */
export interface NetworkGuard {
  /** `host` or `host:port` (lower case) fetched even on a private address: this site's own origin. */
  allowHosts: readonly string[];
  /** Tests and local chains only: lets every private address through. */
  allowPrivateNetworks: boolean;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for loopback, private, link-local, multicast and reserved addresses, IPv4 or IPv6. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version !== 6) return true; // not an address at all: refuse
  const mapped = bare.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

export function isAllowedHost(url: URL, guard: NetworkGuard): boolean {
  const host = url.hostname.toLowerCase();
  return guard.allowHosts.includes(url.host.toLowerCase()) || guard.allowHosts.includes(host);
}

function refused(url: URL, why: string): MetadataError {
  return new MetadataError('blocked', `refused to fetch ${url.host}: ${why}`, false);
}

/** Checks what can be checked before connecting: the scheme, and a host written as an IP address. */
export function assertFetchable(url: URL, guard: NetworkGuard): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(url, `scheme ${url.protocol}`);
  if (guard.allowPrivateNetworks || isAllowedHost(url, guard)) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw refused(url, 'a private or loopback address');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves a host name and refuses it when any of its addresses is private. Checked at connection
 * time, on the address actually connected to, so a name that changes its answer between a check
 * and the request (DNS rebinding) cannot slip through.
 */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad) {
      const refusal = Object.assign(new Error(`${hostname} resolves to private address ${bad.address}`), {
        code: 'EADDRBLOCKED',
      });
      return callback(refusal, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** One agent for every guarded request: connections are pooled as with the global fetch. */
export const guardedAgent = new Agent({ connect: { lookup: guardedLookup as never } });
export const plainAgent = new Agent();
