import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { INSTALL_ID_HEADER } from '../../src/shared/schemas/headers';

/** Who sent a request: its address, through the proxies the server trusts, and its installed app. */

/**
 * The reverse proxies in front of the server (TRUST_PROXY): their addresses and CIDR ranges,
 * e.g. ['127.0.0.1', '10.0.0.0/8']. `true` is this host's loopback alone; `false`, `0` or an
 * empty list, none. Only a connection from one of them has its X-Forwarded-* believed.
 */
export type ProxyHops = boolean | number | readonly string[];

const LOOPBACK = ['127.0.0.0/8', '::1'];

/** `1.2.3.4` from `::ffff:1.2.3.4`, as a dual-stack socket reports an IPv4 peer. */
const bare = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** One address or CIDR range, checked: undefined when it is neither. */
function rangeOf(entry: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefix, ...rest] = bare(entry).split('/');
  const version = isIP(address);
  if (!version || rest.length) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix: Number(prefix), family };
}

/**
 * TRUST_PROXY as configured: a comma-separated list of the proxies' addresses or CIDR ranges.
 * `1`, `true` and `yes`, which used to mean "one proxy, wherever it is", mean this host's
 * loopback: a proxy on the same machine keeps working, and nothing else is believed. Any other
 * count cannot be turned into addresses, and an entry that is not an address is a mistake:
 * both stop the server at start with a message that says what to write (decision 231).
 */
export function parseTrustProxy(value = ''): readonly string[] {
  const text = value.trim();
  if (/^(|0|no|false)$/i.test(text)) return [];
  if (/^(1|true|yes)$/i.test(text)) return LOOPBACK;
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY takes the proxies' addresses or CIDR ranges, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8, not a count (got ${text})`);
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !rangeOf(entry));
  if (wrong.length) throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8; not one: ${wrong.join(', ')}`);
  return entries;
}

const lists = new WeakMap<readonly string[], BlockList>();

/** The proxies as a matcher, built once per list. */
function proxiesOf(trustProxy: ProxyHops = false): BlockList | null {
  const entries = trustProxy === true ? LOOPBACK : Array.isArray(trustProxy) ? (trustProxy as readonly string[]) : typeof trustProxy === 'number' && trustProxy > 0 ? LOOPBACK : [];
  if (entries.length === 0) return null;
  let list = lists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const range = rangeOf(entry);
      if (!range) continue;
      if (range.prefix === undefined) list.addAddress(range.address, range.family);
      else list.addSubnet(range.address, range.prefix, range.family);
    }
    lists.set(entries, list);
  }
  return list;
}

const isProxy = (list: BlockList, address: string) => {
  const ip = bare(address);
  const version = isIP(ip);
  return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
};

/** The socket's peer; undefined for requests that came through no socket (in-process tests). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Whether the request came through one of our proxies, so that their X-Forwarded-* headers may
 * be believed: the connection comes from an address TRUST_PROXY names. A client reaching the
 * port from anywhere else writes those headers itself, and is not believed. A request that came
 * through no socket (in-process tests) is believed whenever proxies are configured.
 */
export function viaTrustedProxy(c: Context, trustProxy: ProxyHops) {
  const list = proxiesOf(trustProxy);
  if (!list) return false;
  const peer = peerAddress(c);
  return peer === undefined || isProxy(list, peer);
}

/**
 * The client's IP address. From one of our proxies, X-Forwarded-For is read from the right:
 * each proxy appends the address it was reached from, so entries that are our proxies are
 * passed over and the first that is not is the client; whatever the client wrote further left
 * is ignored. Otherwise, and when the header holds nothing usable, the socket's. Requests that
 * did not come through a socket (in-process tests) share one address.
 */
export function clientAddress(c: Context, trustProxy: ProxyHops = false): string {
  const peer = peerAddress(c);
  const list = proxiesOf(trustProxy);
  if (list && (peer === undefined || isProxy(list, peer))) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => bare(entry))
      .filter(Boolean);
    for (let i = chain.length - 1; i >= 0; i--) {
      const entry = chain[i]!;
      if (!isIP(entry)) break;
      if (!isProxy(list, entry) || i === 0) return entry;
    }
  }
  return peer ?? 'unknown';
}

/** A UUID or similar; anything else is ignored, as if no id had been sent. */
const INSTALL_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The installed app's id (X-Install-Id, sent by the app on every write), or '' without a usable one. */
export const installIdOf = (c: Context) => {
  const id = c.req.header(INSTALL_ID_HEADER) ?? '';
  return INSTALL_ID.test(id) ? id : '';
};
