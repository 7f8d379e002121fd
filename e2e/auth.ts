import type { BrowserContext } from '@playwright/test';
import { encode } from 'next-auth/jwt';

// Sessions for end-to-end tests without the login form: the same token lib/auth/session.ts issues
// (lib/auth imports server-only, so it is rebuilt here), signed with the e2e server's secret
// (e2e/server.ts). Tests that are about logging in use the form instead.

export const E2E_AUTH_SECRET = 'e2e-secret-not-for-production-0123456789';
const ONE_DAY_SECONDS = 86400;

export function sessionToken(user: { id: string; sessionVersion: number }) {
  const token = { sub: user.id, ver: user.sessionVersion, auth_time: Math.floor(Date.now() / 1000) };
  return encode({ token, secret: E2E_AUTH_SECRET, maxAge: ONE_DAY_SECONDS });
}

/** Logs `user` in for every page and request of `context` (the auth_token cookie). */
export async function signIn(context: BrowserContext, baseURL: string, user: { id: string; sessionVersion: number }) {
  await context.addCookies([
    { name: 'auth_token', value: await sessionToken(user), url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}
