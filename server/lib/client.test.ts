// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, type ProxyHops } from './client';

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } });

/** The address the server takes a request to come from, behind `hops` proxies. */
async function addressSeen(hops: ProxyHops, peer: string, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
  const response = await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, from(peer));
  return response.text();
}

describe('the client address behind the configured proxies', () => {
  it('reads TRUST_PROXY as a count of proxies', () => {
    expect([undefined, '', '0', 'no', 'false', ' 1 ', '1', 'true', 'YES', '2'].map((value) => parseTrustProxy(value))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
  });

  it('is the socket’s without proxies, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(0, '198.51.100.4', '192.0.2.1')).toBe('198.51.100.4');
  });

  it('is the entry the configured number of proxies from the right, when the connection comes from one of them', async () => {
    expect(await addressSeen(1, '127.0.0.1', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(2, '10.0.0.2', 'forged, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    expect(await addressSeen(1, '::ffff:192.168.1.20', '198.51.100.8')).toBe('198.51.100.8');
    expect(await addressSeen(1, '::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it('is the socket’s when the connection comes from outside, or brings no X-Forwarded-For', async () => {
    expect(await addressSeen(1, '203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
    expect(await addressSeen(1, '127.0.0.1')).toBe('127.0.0.1');
  });
});
