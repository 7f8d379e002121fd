import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { decode, encode } from 'next-auth/jwt';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from './rules/constants';
import { CROSS_SITE_REQUEST } from './rules/messages';
import { forbidden, unauthorized } from './app-error';
import { db } from './db';
import { env } from './env';

// Sessions are stateless next-auth JWTs (encrypted, signed with AUTH_SECRET) in the
// `auth_token` cookie, valid one day; API clients may send the same token as
// `Authorization: Bearer`. Each token carries the user's sessionVersion: logout, a
// password change or a reset raise it, which ends every token issued before.
// The Facebook sign-in of next-auth writes the very same cookie (lib/services/accounts/next-auth-options.ts).

export const AUTH_COOKIE = AUTH_COOKIE_NAME;

/** The secret of every session token, shared with next-auth's own handler. */
export function sessionSecret() {
  if (env.authSecret) return env.authSecret;
  if (env.isProduction) throw new Error('AUTH_SECRET is not set.');
  return 'development-only-secret-change-me';
}

export function issueSessionToken(user: { id: string; sessionVersion: number }) {
  return encode({
    token: { sub: user.id, ver: user.sessionVersion },
    secret: sessionSecret(),
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Secure whenever the site is served over https in production (never on a plain-http sandbox). */
export const secureCookies = () => env.isProduction && env.appUrl.startsWith('https://');

export function sessionCookie(token: string) {
  return {
    name: AUTH_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(),
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  };
}

export const expiredSessionCookie = () => ({ ...sessionCookie(''), maxAge: 0 });

function readCookie(request: Request, name: string): string | null {
  const match = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  return match ? decodeURIComponent(match[1]) : null;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : null;
}

/** The token of this request: the Bearer header first, else the cookie. */
export async function readSessionToken(request?: Request): Promise<string | null> {
  if (request) return bearerToken(request) ?? readCookie(request, AUTH_COOKIE);
  return (await cookies()).get(AUTH_COOKIE)?.value ?? null;
}

/** The user a token stands for, or null for a missing, expired, forged or ended token. */
export async function userForToken(token: string | null | undefined) {
  if (!token) return null;
  const claims = await decode({ token, secret: sessionSecret() }).catch(() => null);
  if (!claims?.sub || typeof claims.ver !== 'number') return null;
  const user = await db.user.findUnique({ where: { id: claims.sub } });
  if (!user || user.sessionVersion !== claims.ver) return null;
  return user;
}

/** The logged-in user, or null for a missing, expired, forged or ended token. */
export async function getCurrentUser(request?: Request) {
  return userForToken(await readSessionToken(request));
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>;

export async function requireUser(request?: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * For protected pages (server components): the logged-in user, else a redirect to
 * /login?redirect=<path>. middleware.ts redirects early on a missing cookie; this is the
 * real check, which also catches expired and ended tokens.
 */
export async function requirePageUser(path: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?redirect=${encodeURIComponent(path)}`);
  return user;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originHost(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null; // 'null' (sandboxed frames, privacy redirects) and garbage are not this site
  }
}

/**
 * True for a cookie-authenticated state change sent from another site: the session cookie
 * rides along, and Origin (else Referer) names a host that is neither APP_URL's nor the
 * request's own. A missing Origin and Referer pass (non-browser clients); Bearer-only
 * requests carry no ambient credential and pass too. lib/http.ts `route()` answers 403.
 */
export function isCrossSiteCookieRequest(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  if (!readCookie(request, AUTH_COOKIE)) return false;
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (source === null) return false;
  const host = originHost(source);
  const ownHosts = [
    originHost(env.appUrl),
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
    request.headers.get('host'),
    originHost(request.url),
  ];
  return host === null || !ownHosts.includes(host);
}

export function assertSameSite(request: Request) {
  if (isCrossSiteCookieRequest(request)) throw forbidden(CROSS_SITE_REQUEST);
}
