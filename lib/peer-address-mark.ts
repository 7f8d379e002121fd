import 'server-only';
// Whether this process is served by the app's server (server.js), which writes the connection's
// peer into PEER_ADDRESS_HEADER on every request over whatever the client sent. Without the mark
// (a bare `next start`) the header could come from the client and is ignored (lib/client-address.ts).
// A global, as the request hook and the route handlers are bundled apart; nothing imported but
// the server-only guard, so tests can set it before the app's settings are read.

const SERVED_WITH_PEER_ADDRESS = Symbol.for('rally.peer-address-header');

/** Called by the request hook: from now on PEER_ADDRESS_HEADER is the server's, never the client's. */
export function trustPeerAddressHeader() {
  (globalThis as Record<symbol, unknown>)[SERVED_WITH_PEER_ADDRESS] = true;
}

export const isPeerAddressTrusted = () => (globalThis as Record<symbol, unknown>)[SERVED_WITH_PEER_ADDRESS] === true;
