import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import FacebookProvider from 'next-auth/providers/facebook';
import { AUTH_COOKIE, secureCookies, sessionSecret } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@/lib/rules/constants';
import { loginSchema } from '@/lib/validation/account';
import { AppError } from '@/lib/app-error';
import { facebookAccount } from './log-in-with-facebook';
import { logIn } from './log-in';

// next-auth (app/api/auth/[...nextauth]) runs the Facebook OAuth dance and an email +
// password Credentials provider. Its session IS our session: the JWT strategy with our secret,
// a token of just {sub, ver}, written to the same `auth_token` cookie that POST /api/login
// sets, so lib/auth.ts reads both alike and a sessionVersion bump ends both.

/** The Facebook redirect flow needs the app secret as well as the id. */
export const facebookOAuthConfigured = () => Boolean(env.facebook.clientId && env.facebook.clientSecret);

/** next-auth's double-submit CSRF cookie (GET /api/login/facebook writes one to start the flow). */
export const nextAuthCsrfCookieName = () => (secureCookies() ? '__Host-next-auth.csrf-token' : 'next-auth.csrf-token');

/** Login page error codes for the redirects below; the page maps them to fixed messages. */
export const SOCIAL_LOGIN_ERROR = { emailMissing: 'facebook_email', failed: 'social' } as const;

type SessionClaims = { id: string; sessionVersion: number };

export function nextAuthOptions(): NextAuthOptions {
  // Accounts found in signIn(), handed to jwt() for the same callback (same `account` object).
  const accounts = new WeakMap<object, SessionClaims>();
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookies() };

  const providers: NextAuthOptions['providers'] = [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email',
      credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, request) {
        const input = loginSchema.safeParse(credentials);
        if (!input.success) return null;
        const forwarded = request?.headers?.['x-forwarded-for'];
        const ip = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || 'local';
        try {
          const { user } = await logIn({ input: input.data, ip });
          const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: user._id } });
          return { id: user._id, sessionVersion };
        } catch (error) {
          if (error instanceof AppError) return null;
          throw error;
        }
      },
    }),
  ];
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
      csrfToken: { name: nextAuthCsrfCookieName(), options: cookieOptions },
    },
    pages: { signIn: '/login', error: '/login' },
    callbacks: {
      async signIn({ account }) {
        if (account?.provider !== 'facebook') return true;
        if (!account.access_token) return false;
        try {
          const user = await facebookAccount({ accessToken: account.access_token });
          accounts.set(account, { id: user.id, sessionVersion: user.sessionVersion });
          return true;
        } catch (error) {
          if (error instanceof AppError && error.status === 400) return `/login?error=${SOCIAL_LOGIN_ERROR.emailMissing}`;
          if (error instanceof AppError) return `/login?error=${SOCIAL_LOGIN_ERROR.failed}`;
          throw error;
        }
      },
      async jwt({ token, user, account }) {
        const claims =
          account?.provider === 'facebook'
            ? accounts.get(account)
            : account?.provider === 'credentials' && user
              ? (user as unknown as SessionClaims)
              : undefined;
        // Only what lib/auth.ts reads: the user id and the session version.
        return claims ? { sub: claims.id, ver: claims.sessionVersion } : token;
      },
    },
  };
}
