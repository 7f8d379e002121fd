import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { decode, type JWT } from 'next-auth/jwt';

import { loginUrlFor, pathWithQuery, type PageSearchParams } from '@/lib/shared/redirect-path';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from '@/lib/rules/constants';
import { unauthorized } from '@/lib/app-error';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { encodeSessionToken, isWithinSessionLifetime } from './session-token';
import { noteSessionUse } from './session-use';

// Sessions are stateless next-auth JWTs (encrypted, signed with AUTH_SECRET) in the
// `auth_token` cookie, valid one day; API clients may send the same token as
// `Authorization: Bearer`. Each token carries the user's sessionVersion: logout, a
// password change or a reset raise it, which ends every token issued before. It also carries
// auth_time, when its user last proved who they are: a token re-issued later (next-auth's
// GET /api/auth/session writes a fresh expiry) keeps it, so no session outlives one day.
// The Facebook sign-in of next-auth writes the very same cookie (next-auth-options.ts).

export const AUTH_COOKIE = AUTH_COOKIE_NAME;

/** The secret of every session token, shared with next-auth's own handler. */
export function sessionSecret() {
  if (env.authSecret) return env.authSecret;
  if (env.isProduction) throw new Error('AUTH_SECRET is not set.');
  return 'development-only-secret-change-me';
}

export { isWithinSessionLifetime, sessionClaims, type SessionClaims } from './session-token';

/** A session token for `user`, who proved who they are just now. */
export function issueSessionToken(user: { id: string; sessionVersion: number }) {
  return encodeSessionToken(user, sessionSecret());
}

/** Secure in production unless APP_URL is explicitly a local plain-http address (lib/env.ts). */
export const secureCookies = () => env.secureCookies;

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

export function readCookie(request: Request, name: string): string | null {
  const match = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  return match ? decodeURIComponent(match[1]) : null;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : null;
}

/** The token of this request: the Bearer header first, else the cookie. */
export async function readSessionToken(request?: Request): Promise<string | null> {
  noteSessionUse();
  if (request) return bearerToken(request) ?? readCookie(request, AUTH_COOKIE);
  return (await cookies()).get(AUTH_COOKIE)?.value ?? null;
}

/**
 * Tokens already decrypted, with their claims: a token is immutable, and decrypting it (a key
 * derivation and a decryption) was a tenth of the CPU of an API call such as a check-in at the
 * door, where one phone sends the same token hundreds of times. Its expiry is checked on each use.
 */
const decodedTokens = new Map<string, JWT>();
const DECODED_TOKENS_MAX = 1000;

async function claimsOf(token: string): Promise<JWT | null> {
  let claims = decodedTokens.get(token);
  if (!claims) {
    claims = (await decode({ token, secret: sessionSecret() }).catch(() => null)) ?? undefined;
    if (!claims) return null;
    if (decodedTokens.size >= DECODED_TOKENS_MAX) decodedTokens.delete(decodedTokens.keys().next().value!);
    decodedTokens.set(token, claims);
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) {
    decodedTokens.delete(token);
    return null;
  }
  return claims;
}

/**
 * The user a token stands for, or null for a missing, expired, forged or ended token, and for
 * one whose login (auth_time) is more than a day old however often it was re-issued. No token:
 * null without a database read (most visitors).
 */
export async function userForToken(token: string | null | undefined) {
  noteSessionUse();
  if (!token) return null;
  const claims = await claimsOf(token);
  if (!claims?.sub || typeof claims.ver !== 'number' || !isWithinSessionLifetime(claims.auth_time)) return null;
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
 * /login?redirect=<path with its query>. middleware.ts redirects early on a missing cookie; this
 * is the real check, which also catches expired and ended tokens. Pass the page's searchParams
 * so the visitor comes back to exactly where they were going.
 */
export async function requirePageUser(path: string, searchParams?: PageSearchParams): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginUrlFor(pathWithQuery(path, searchParams)));
  return user;
}
