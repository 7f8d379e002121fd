// The client address the per-IP rate limits count, read from X-Forwarded-For. Only the entries
// added by our own proxies can be trusted: a client may send the header itself, and Next.js only
// fills it in (with the socket's address) when it is missing. Each proxy appends the address it
// received the request from, so with `trustedHops` proxies the client is the entry that many
// from the right, whatever the client wrote to the left of it.

/** The address requests are counted under when there is no trusted one. */
export const UNKNOWN_CLIENT = 'local';

/**
 * trustedHops 1 (the default: one reverse proxy) takes the right-most entry, 2 the one before it,
 * and so on; a header with fewer entries gives its left-most. trustedHops 0 (no proxy in front)
 * ignores the header, which anyone could have written: every client then counts as one.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedHops: number): string {
  if (trustedHops <= 0 || !forwardedFor) return UNKNOWN_CLIENT;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNKNOWN_CLIENT;
  return entries[Math.max(0, entries.length - trustedHops)];
}
