// The client address the per-address limits count (login, signup, forgot, resend, promo-code
// checks). The one address nobody can forge is the peer of the connection, which the app's
// server (server.js → lib/server/request-hook.ts) writes into PEER_ADDRESS_HEADER on every
// request, over anything the client sent. X-Forwarded-For is believed only as far as it was
// written by proxies named in TRUSTED_PROXIES: when the peer is one of them, the header is read
// from the right, skipping the trusted proxies, and the first address that is not one is the
// client; when the peer is not one of them, the header is the client's own words and ignored.

/** The request header the app's own server sets to the connection's peer address. */
export const PEER_ADDRESS_HEADER = 'x-rally-peer-address';

/** The address requests are counted under when none is known (the app runs without its server). */
export const UNKNOWN_CLIENT = 'local';

/** A parsed address: its family and its bits. */
type Ip = { family: 4 | 6; value: bigint };

/** A trusted proxy: one address, or a CIDR range. */
export type ProxyRange = { family: 4 | 6; network: bigint; prefix: number };

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255 || (part.length > 1 && part.startsWith('0'))) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let head = text;
  const groups: number[] = [];
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(head);
  let tail: number[] = [];
  if (v4) {
    const value = parseIpv4(v4[2]);
    if (value === null) return null;
    tail = [Number(value >> 16n), Number(value & 0xffffn)];
    head = v4[1].endsWith('::') ? v4[1] : v4[1].slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    for (const group of part.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
      out.push(parseInt(group, 16));
    }
    return out;
  };
  const left = parse(halves[0]);
  const right = halves.length === 2 ? parse(halves[1]) : [];
  if (!left || !right) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  groups.push(...left, ...new Array<number>(8 - known).fill(0), ...right, ...tail);
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const V4_MASK = (1n << 32n) - 1n;

/** An address as written in a header or by Node: IPv4, IPv6, bracketed, with a port or a zone; IPv4-mapped IPv6 becomes IPv4. */
export function parseIp(text: string | null | undefined): Ip | null {
  if (!text) return null;
  let value = text.trim();
  if (value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, ''); // fe80::1%eth0
  const v4 = parseIpv4(value);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = value.includes(':') ? parseIpv6(value) : null;
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & V4_MASK };
  return { family: 6, value: v6 };
}

/** The canonical text of an address: dotted IPv4, or lower-case full-length IPv6 groups. */
export function formatIp({ family, value }: Ip): string {
  if (family === 4) return [24, 16, 8, 0].map((shift) => Number((value >> BigInt(shift)) & 255n)).join('.');
  const groups: string[] = [];
  for (let shift = 112; shift >= 0; shift -= 16) groups.push(Number((value >> BigInt(shift)) & 0xffffn).toString(16));
  return groups.join(':');
}

/** One TRUSTED_PROXIES entry ("10.0.0.0/8", "::1", "2001:db8::/32"), or null when it is neither an address nor a range. */
export function parseProxyRange(text: string): ProxyRange | null {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const ip = parseIp(address);
  if (!ip || /[[\]%]/.test(address) || /^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) return null;
  const bits = ip.family === 4 ? 32 : 128;
  // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  const mapped = ip.family === 4 && address.includes(':');
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText) - (mapped ? 96 : 0);
    if (prefix < 0 || prefix > bits) return null;
  }
  const shift = BigInt(bits - prefix);
  return { family: ip.family, network: (ip.value >> shift) << shift, prefix };
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (blank: none). Throws on an entry
 * that is neither, so a typo cannot silently trust nobody (or everybody).
 */
export function parseTrustedProxies(value: string | undefined): ProxyRange[] {
  if (!value || value.trim() === '') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const range = parseProxyRange(entry);
      if (!range) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
      return range;
    });
}

function isTrusted(ip: Ip, trusted: readonly ProxyRange[]): boolean {
  const bits = ip.family === 4 ? 32 : 128;
  return trusted.some((range) => {
    if (range.family !== ip.family) return false;
    const shift = BigInt(bits - range.prefix);
    return ip.value >> shift === range.network >> shift;
  });
}

export type ClientAddressInput = {
  /** The connection's peer, as the app's server saw it; null when the app runs without it. */
  peer: string | null | undefined;
  /** Every X-Forwarded-For value of the request, in order (several headers are one list). */
  forwardedFor: string | null | undefined;
  trustedProxies: readonly ProxyRange[];
};

/**
 * The client's address. An untrusted peer is the client, whatever X-Forwarded-For says. A
 * trusted peer (our proxy) vouches for the header: each proxy appends the address it received
 * the request from, so reading from the right and skipping our own proxies, the first other
 * address is the client. A header made only of trusted proxies gives its left-most entry; an
 * entry that is not an address stops the walk at the proxy that passed it on (which then
 * counts for all its clients: the safe side). No peer at all: UNKNOWN_CLIENT.
 */
export function clientAddress({ peer, forwardedFor, trustedProxies }: ClientAddressInput): string {
  const peerIp = parseIp(peer);
  if (!peerIp) return UNKNOWN_CLIENT;
  if (!isTrusted(peerIp, trustedProxies)) return formatIp(peerIp);
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let hop = peerIp;
  for (let index = entries.length - 1; index >= 0; index--) {
    const ip = parseIp(entries[index]);
    if (!ip) break;
    hop = ip;
    if (!isTrusted(ip, trustedProxies)) break;
  }
  return formatIp(hop);
}
