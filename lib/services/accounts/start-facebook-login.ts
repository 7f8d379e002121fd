import 'server-only';
import { notFound } from '@/lib/app-error';
import { facebookOAuthConfigured } from '@/lib/auth/next-auth-options';
import { FACEBOOK_NOT_CONFIGURED } from '@/lib/rules/messages';
import { afterLoginPath, safeRedirectPath } from '@/lib/shared/redirect-path';
import { loginPath } from '@/lib/shared/paths';
import { facebookConfigured } from './log-in-with-facebook';

export type FacebookLoginStart =
  /** Post next-auth's Facebook sign-in with its CSRF token; it comes back to `callbackUrl`. */
  | { available: true; csrfToken: string; callbackUrl: string }
  /** The redirect flow cannot start here: say so, with the way back to the login page. */
  | { available: false; loginPath: string };

/**
 * GET /api/login/facebook: next-auth starts an OAuth sign-in only from a POST carrying its
 * double-submit CSRF token (lib/auth/next-auth-csrf.ts: the route hands it in with the cookie
 * that pairs it). After Facebook, next-auth sends the browser to `redirect` (a path on this site),
 * else to /profile. Not found without FACEBOOK_CLIENT_ID; unavailable with the id but no secret
 * (the login page shows the button, CONTRACT §2), or without a token. The route writes the page.
 */
export function startFacebookLogin({
  redirect,
  csrfToken,
}: {
  redirect: string | null;
  csrfToken: string | null;
}): FacebookLoginStart {
  if (!facebookConfigured()) throw notFound(FACEBOOK_NOT_CONFIGURED);
  const safeRedirect = safeRedirectPath(redirect);
  if (!facebookOAuthConfigured() || !csrfToken)
    return { available: false, loginPath: loginPath({ redirect: safeRedirect }) };
  return { available: true, csrfToken, callbackUrl: afterLoginPath(safeRedirect) };
}
