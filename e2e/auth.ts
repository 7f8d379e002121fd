import type { BrowserContext } from '@playwright/test';
import { encodeSessionToken } from '../lib/auth/session-token';
import { AUTH_COOKIE_NAME } from '../lib/rules/constants';

// Sessions for end-to-end tests without the login form: the app's own session token
// (lib/auth/session-token.ts), signed with the e2e server's secret (e2e/server.ts sets it as
// AUTH_SECRET). Tests that are about logging in use the form instead.

export const E2E_AUTH_SECRET = 'e2e-secret-not-for-production-0123456789';
/** The end-to-end server's one admin (ADMIN_EMAILS): tests create a user with this address to act as one. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.test';

export function sessionToken(user: { id: string; sessionVersion: number }) {
  return encodeSessionToken(user, E2E_AUTH_SECRET);
}

/** Logs `user` in for every page and request of `context` (the auth_token cookie). */
export async function signIn(context: BrowserContext, baseURL: string, user: { id: string; sessionVersion: number }) {
  await context.addCookies([
    { name: AUTH_COOKIE_NAME, value: await sessionToken(user), url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}
