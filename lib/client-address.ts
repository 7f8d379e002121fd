import 'server-only';
import { env } from './env';
import { isPeerAddressTrusted } from './peer-address-mark';
import { clientAddress, PEER_ADDRESS_HEADER, type ProxyRange } from './rules/client-address';

// The client address of a request, for the per-address limits: the one function handlers call
// (the rule itself is lib/rules/client-address.ts). Route handlers cannot see the socket, so the
// app's server (server.js, through lib/server/request-hook.ts) writes the connection's peer
// into PEER_ADDRESS_HEADER on every request, over whatever the client sent, and marks the
// process as served that way. Without that mark (the app started some other way, e.g. a bare
// `next start`) the header could come from the client, so it is ignored and every client counts
// as one: too strict rather than open.

export { trustPeerAddressHeader } from './peer-address-mark';

type HeaderSource = Request | { headers: Headers | Record<string, string | string[] | undefined> };

function header(source: HeaderSource, name: string): string | null {
  const { headers } = source;
  if (headers instanceof Headers) return headers.get(name); // several headers come joined by ', '
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/**
 * The client's address (normalized, e.g. '203.0.113.5'), or 'local' when the app runs without
 * its server. Takes a Request, or the plain header record next-auth hands its callbacks.
 */
export function clientAddressOf(source: HeaderSource, trustedProxies: readonly ProxyRange[] = env.trustedProxies) {
  return clientAddress({
    peer: isPeerAddressTrusted() ? header(source, PEER_ADDRESS_HEADER) : null,
    forwardedFor: header(source, 'x-forwarded-for'),
    trustedProxies,
  });
}
