import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** One household or server usually holds a whole /64: its addresses share one quota. */
const IPV6_PREFIX = 64;

/**
 * The key a client's hits are counted under: its IPv4 address, or its IPv6 /64 network (an
 * IPv4-mapped IPv6 address counts as the IPv4 one), so a client cannot dodge the limit by
 * rotating addresses inside its own network.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_PREFIX}`).startAddress().correctForm();
}
