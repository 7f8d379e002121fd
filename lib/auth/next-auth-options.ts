import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import FacebookProvider from 'next-auth/providers/facebook';
import { isAppError } from '@/lib/app-error';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@/lib/rules/constants';
import { loginPath } from '@/lib/shared/paths';
import { AUTH_COOKIE, isWithinSessionLifetime, secureCookies, sessionClaims, sessionSecret } from './session';

// next-auth (app/api/auth/[...nextauth]) runs the Facebook OAuth dance; email and password go
// through our own POST /api/login, the one password login. Its session IS our session: the JWT
// strategy with our secret, a token of just {sub, ver, auth_time}, written to the same
// `auth_token` cookie that POST /api/login sets, so session.ts reads both alike and a
// sessionVersion bump ends both. GET /api/auth/session re-issues the cookie with a fresh expiry,
// but the token keeps the time of its login (auth_time), and once that is a day old the session
// ends all the same. POST /api/auth/signout ends the session on the server too, as /api/logout does.

/** The Facebook redirect flow needs the app secret as well as the id. */
export const facebookOAuthConfigured = () => Boolean(env.facebook.clientId && env.facebook.clientSecret);

/**
 * What is wrong with the Facebook settings, for the log at start, or null. The login page
 * shows the button whenever FACEBOOK_CLIENT_ID is set (CONTRACT §2); without the secret the
 * button leads to an error page, which an administrator should hear about before a user does.
 */
export function facebookSettingsWarning(): string | null {
  if (!env.facebook.clientId || env.facebook.clientSecret) return null;
  return 'FACEBOOK_CLIENT_ID is set but FACEBOOK_CLIENT_SECRET is not: the login page shows "Continue with Facebook", which answers an error page until the secret is set.';
}

/** Login page error codes for the redirects below; the page maps them to fixed messages. */
export const SOCIAL_LOGIN_ERROR = { emailMissing: 'facebook_email', failed: 'social' } as const;

type SignedInUser = { id: string; sessionVersion: number };

export type NextAuthDependencies = {
  /**
   * The account a Facebook access token stands for, found, linked or made (the accounts service,
   * handed in by the route so this module stays below the services). Throws BAD_REQUEST when
   * Facebook shared no email, another AppError when the token is refused.
   */
  facebookAccount: (input: { accessToken: string }) => Promise<SignedInUser>;
};

export function nextAuthOptions({ facebookAccount }: NextAuthDependencies): NextAuthOptions {
  // Accounts found in signIn(), handed to jwt() for the same callback (same `account` object).
  const accounts = new WeakMap<object, SignedInUser>();
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookies() };

  const providers: NextAuthOptions['providers'] = [];
  if (facebookOAuthConfigured()) {
    const graph = env.facebook.graphUrl.replace(/\/$/, '');
    providers.push(
      FacebookProvider({
        clientId: env.facebook.clientId!,
        clientSecret: env.facebook.clientSecret!,
        token: `${graph}/oauth/access_token`,
        userinfo: { url: `${graph}/me`, params: { fields: 'id,name,email,picture' } },
      }),
    );
  }

  return {
    secret: sessionSecret(),
    providers,
    session: { strategy: 'jwt', maxAge: AUTH_COOKIE_MAX_AGE_SECONDS },
    jwt: { maxAge: AUTH_COOKIE_MAX_AGE_SECONDS },
    cookies: {
      sessionToken: { name: AUTH_COOKIE, options: cookieOptions },
      // next-auth's double-submit CSRF cookie, under the name its secure-cookie rule would give it.
      csrfToken: {
        name: secureCookies() ? '__Host-next-auth.csrf-token' : 'next-auth.csrf-token',
        options: cookieOptions,
      },
    },
    pages: { signIn: loginPath(), error: loginPath() },
    callbacks: {
      async signIn({ account }) {
        if (account?.provider !== 'facebook') return false;
        if (!account.access_token) return false;
        try {
          const user = await facebookAccount({ accessToken: account.access_token });
          accounts.set(account, { id: user.id, sessionVersion: user.sessionVersion });
          return true;
        } catch (error) {
          if (isAppError(error, 'BAD_REQUEST')) return loginPath({ error: SOCIAL_LOGIN_ERROR.emailMissing });
          if (isAppError(error)) return loginPath({ error: SOCIAL_LOGIN_ERROR.failed });
          throw error;
        }
      },
      async jwt({ token, account }) {
        const signedIn = account?.provider === 'facebook' ? accounts.get(account) : undefined;
        // A login: only what session.ts reads, the user id, the session version and the login time.
        if (signedIn) return sessionClaims(signedIn);
        // A re-issue keeps the token as it is, login time included; past a day since the login
        // it is refused, and next-auth clears the cookie instead of extending it.
        if (!isWithinSessionLifetime(token.auth_time)) throw new Error('The session is more than a day old.');
        return token;
      },
    },
    events: {
      // POST /api/auth/signout: the token ends for good, like after GET /api/logout, not just this cookie.
      async signOut({ token }) {
        if (typeof token?.sub !== 'string' || typeof token.ver !== 'number') return;
        await db.user.updateMany({
          where: { id: token.sub, sessionVersion: token.ver },
          data: { sessionVersion: { increment: 1 } },
        });
      },
    },
  };
}
