import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('counts an IPv4 client by its address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network, in one spelling', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
