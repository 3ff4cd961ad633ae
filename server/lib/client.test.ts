// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, type ProxyHops } from './client';

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } });

/** The address the server takes a request to come from, with `proxies` trusted. */
async function addressSeen(proxies: ProxyHops, peer: string, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxies)));
  const response = await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, from(peer));
  return response.text();
}

describe('the client address behind the configured proxies', () => {
  it('reads TRUST_PROXY as the proxies’ addresses and ranges; 1 or true as this host’s loopback', () => {
    expect([undefined, '', '0', 'no', 'false'].map((value) => parseTrustProxy(value))).toEqual([[], [], [], [], []]);
    expect(parseTrustProxy(' 1 ')).toEqual(['127.0.0.0/8', '::1']);
    expect(parseTrustProxy('TRUE')).toEqual(['127.0.0.0/8', '::1']);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses a count of proxies or an entry that is not an address, saying what to write', () => {
    expect(() => parseTrustProxy('2')).toThrow(/addresses or CIDR ranges, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0\/8/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not one: 10.0.0.0\/33/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/not one: proxy.internal/);
  });

  it('is the socket’s without proxies, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen([], '198.51.100.4', '192.0.2.1')).toBe('198.51.100.4');
  });

  it('is the first entry from the right that is not one of our proxies, when the connection comes from one of them', async () => {
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.2', 'forged, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    expect(await addressSeen(['192.168.1.20'], '::ffff:192.168.1.20', '198.51.100.8')).toBe('198.51.100.8');
    expect(await addressSeen(true, '::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it('believes no X-Forwarded-For from a peer it was not told of, private or loopback alike', async () => {
    expect(await addressSeen(['127.0.0.1'], '127.0.5.1', '192.0.2.1')).toBe('127.0.5.1');
    expect(await addressSeen(['10.0.0.5'], '10.0.0.6', '192.0.2.1')).toBe('10.0.0.6');
    expect(await addressSeen(['10.0.0.5'], '192.168.0.9', '192.0.2.1')).toBe('192.168.0.9');
    expect(await addressSeen(['127.0.0.1'], '203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
  });

  it('is the socket’s when the proxy brings no usable X-Forwarded-For', async () => {
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1')).toBe('127.0.0.1');
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
  });
});
