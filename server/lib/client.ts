import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { INSTALL_ID_HEADER } from '../../src/schemas/headers';

/** Who sent a request: its address, through the proxies the server trusts, and its installed app. */

/**
 * How many reverse proxies stand in front of the server (TRUST_PROXY): 0 when it is reached
 * directly. `true` (TRUST_PROXY=1/true/yes) means one.
 */
export type ProxyHops = number | boolean;

export const hopsOf = (trustProxy: ProxyHops = 0) => (trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, Math.floor(trustProxy)));

/** TRUST_PROXY: a count of proxies, or 1/true/yes for one; anything else (or unset) is none. */
export const parseTrustProxy = (value = '') => (/^(true|yes)$/i.test(value.trim()) ? 1 : /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0);

/** The socket's peer; undefined for requests that came through no socket (in-process tests). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^fe80:/i];

/** Loopback, a private network or link-local: where a reverse proxy of this server runs. */
const isPrivate = (address: string) => {
  const bare = address.replace(/^::ffff:/i, '');
  return isIP(bare) !== 0 && PRIVATE.some((range) => range.test(bare));
};

/**
 * Whether the request came through one of our proxies, so that their X-Forwarded-* headers may
 * be believed: proxies are configured (TRUST_PROXY) and the connection comes from this host or
 * a private network. A client reaching the port directly from outside writes those headers
 * itself, and is not believed.
 */
export function viaTrustedProxy(c: Context, trustProxy: ProxyHops) {
  if (hopsOf(trustProxy) === 0) return false;
  const peer = peerAddress(c);
  return peer === undefined || isPrivate(peer);
}

/**
 * The client's IP address. Through N trusted proxies, the address the outermost one saw: each
 * proxy appends the address it was reached from to X-Forwarded-For, so it is the N-th entry from
 * the right, and whatever the client wrote further left is ignored. Otherwise the socket's.
 * Requests that did not come through a socket (in-process tests) share one address.
 */
export function clientAddress(c: Context, trustProxy: ProxyHops = 0): string {
  if (viaTrustedProxy(c, trustProxy)) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = chain.at(-hopsOf(trustProxy)) ?? chain[0];
    if (client) return client;
  }
  return peerAddress(c) ?? 'unknown';
}

/** A UUID or similar; anything else is ignored, as if no id had been sent. */
const INSTALL_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The installed app's id (X-Install-Id, sent by the app on every write), or '' without a usable one. */
export const installIdOf = (c: Context) => {
  const id = c.req.header(INSTALL_ID_HEADER) ?? '';
  return INSTALL_ID.test(id) ? id : '';
};
