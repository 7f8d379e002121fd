import 'server-only';
import { cookies } from 'next/headers';
import { decode, encode } from 'next-auth/jwt';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from './rules/constants';
import { unauthorized } from './app-error';
import { db } from './db';
import { env } from './env';

// Sessions are stateless next-auth JWTs (encrypted, signed with AUTH_SECRET) in the
// `auth_token` cookie, valid one day; API clients may send the same token as
// `Authorization: Bearer`. Each token carries the user's sessionVersion: logout, a
// password change or a reset raise it, which ends every token issued before.

export const AUTH_COOKIE = 'auth_token';

function secret() {
  if (env.authSecret) return env.authSecret;
  if (env.isProduction) throw new Error('AUTH_SECRET is not set.');
  return 'development-only-secret-change-me';
}

export function issueSessionToken(user: { id: string; sessionVersion: number }) {
  return encode({
    token: { sub: user.id, ver: user.sessionVersion },
    secret: secret(),
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  });
}

export function sessionCookie(token: string) {
  return {
    name: AUTH_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.isProduction && env.appUrl.startsWith('https://'),
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  };
}

export const expiredSessionCookie = () => ({ ...sessionCookie(''), maxAge: 0 });

/** The token of this request: the Bearer header first, else the cookie. */
export async function readSessionToken(request?: Request): Promise<string | null> {
  const header = request?.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  if (request) {
    const match = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${AUTH_COOKIE}=([^;]+)`));
    return match ? decodeURIComponent(match[1]) : null;
  }
  return (await cookies()).get(AUTH_COOKIE)?.value ?? null;
}

/** The logged-in user, or null for a missing, expired, forged or ended token. */
export async function getCurrentUser(request?: Request) {
  const token = await readSessionToken(request);
  if (!token) return null;
  const claims = await decode({ token, secret: secret() }).catch(() => null);
  if (!claims?.sub || typeof claims.ver !== 'number') return null;
  const user = await db.user.findUnique({ where: { id: claims.sub } });
  if (!user || user.sessionVersion !== claims.ver) return null;
  return user;
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>;

export async function requireUser(request?: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw unauthorized();
  return user;
}
