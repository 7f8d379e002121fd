import { encode } from 'next-auth/jwt';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '../rules/constants';

// The session token itself (lib/auth/session.ts says what it carries and how it ends): a
// next-auth JWT of these claims, valid one day. No settings and no server-only guard here, so the
// end-to-end tests issue the very same token with their server's secret (e2e/auth.ts).

export type SessionClaims = { sub: string; ver: number; auth_time: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a new session of `user`, who logged in just now. */
export function sessionClaims(user: { id: string; sessionVersion: number }): SessionClaims {
  return { sub: user.id, ver: user.sessionVersion, auth_time: nowSeconds() };
}

/** False once a day has passed since the login the token stems from (or for a token without one). */
export function isWithinSessionLifetime(authTime: unknown): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const age = nowSeconds() - authTime;
  return age <= AUTH_COOKIE_MAX_AGE_SECONDS && age >= -60; // a minute of clock skew between instances
}

/** A session token for `user`, who proved who they are just now, signed with `secret`. */
export function encodeSessionToken(user: { id: string; sessionVersion: number }, secret: string) {
  return encode({ token: sessionClaims(user), secret, maxAge: AUTH_COOKIE_MAX_AGE_SECONDS });
}
