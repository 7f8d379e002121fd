// Helpers for the accounts integration tests: requests as a browser or an API client sends
// them, and the cookies and emailed links of the answers. (Not a test file itself.)
import { randomInt } from 'node:crypto';
import { trustPeerAddressHeader } from '@/lib/peer-address-mark';
import { PEER_ADDRESS_HEADER } from '@/lib/rules/client-address';

// As the app's server does for every request: the peer header is its own (lib/client-address.ts).
trustPeerAddressHeader();

type RequestOptions = {
  method?: string;
  body?: unknown;
  /** The auth_token cookie's value. */
  cookie?: string;
  /** An Authorization: Bearer token. */
  bearer?: string;
  /**
   * The connection's peer address, as the app's server writes it (PEER_ADDRESS_HEADER).
   * Defaults to a random address per request, so rate limits of one test do not touch another.
   */
  ip?: string;
  headers?: Record<string, string>;
};

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export function apiRequest(path: string, options: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set(PEER_ADDRESS_HEADER, options.ip ?? randomIp());
  if (options.cookie) headers.append('cookie', `auth_token=${options.cookie}`);
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`http://localhost${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
}

/** The `params` context Next.js hands a dynamic route's handler. */
export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

/** A Set-Cookie of the answer, parsed: its value and attributes (lower-cased names). */
export function setCookie(response: Response, name = 'auth_token') {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const value = decodeURIComponent(pair.slice(name.length + 1));
  const attrs = Object.fromEntries(
    attributes.map((attribute) => {
      const [key, ...rest] = attribute.split('=');
      return [key.toLowerCase(), rest.join('=') || true];
    }),
  );
  return { value, attrs };
}

/** The token at the end of an emailed link such as …/signup_verify/<token> or …/reset/<token>. */
export function tokenFromLink(text: string, route: 'signup_verify' | 'reset'): string {
  const match = text.match(new RegExp(`/${route}/([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No /${route}/ link in:\n${text}`);
  return match[1];
}

/** A route handler without URL params, callable with the request alone. */
export const withoutContext =
  <R>(handler: (request: Request, context: unknown) => R) =>
  (request: Request) =>
    handler(request, undefined);
