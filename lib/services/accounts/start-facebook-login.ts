import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '@/lib/app-error';
import { secureCookies, sessionSecret } from '@/lib/auth';
import { FACEBOOK_NOT_CONFIGURED } from '@/lib/rules/messages';
import { safeRedirectPath } from '@/lib/client/redirect-path';
import { escapeHtml } from '@/lib/services/mail/render-email';
import { facebookOAuthConfigured, nextAuthCsrfCookieName } from './next-auth-options';

/**
 * GET /api/login/facebook: next-auth starts an OAuth sign-in only from a POST carrying its
 * double-submit CSRF token, so this answers a page that posts that form at once (a button
 * without JavaScript), with the matching cookie: `token|sha256(token + secret)`, as next-auth
 * itself writes it. After Facebook, next-auth sends the browser to `redirect` (a path on this site).
 */
export function startFacebookLogin({ redirect }: { redirect: string | null }) {
  if (!facebookOAuthConfigured()) throw notFound(FACEBOOK_NOT_CONFIGURED);
  const csrfToken = randomBytes(32).toString('hex');
  const hash = createHash('sha256').update(`${csrfToken}${sessionSecret()}`).digest('hex');
  const callbackUrl = safeRedirectPath(redirect) ?? '/profile';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Continue with Facebook</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh">
<form method="post" action="/api/auth/signin/facebook">
<input type="hidden" name="csrfToken" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(callbackUrl)}">
<button type="submit" style="padding:12px 22px;border:0;border-radius:999px;background:#1877f2;color:#fff;font:inherit;font-weight:600">Continue with Facebook</button>
</form>
<script>document.forms[0].submit()</script>
</body></html>`;
  return {
    html,
    csrfCookie: {
      name: nextAuthCsrfCookieName(),
      value: `${csrfToken}|${hash}`,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureCookies(),
      path: '/',
    },
  };
}
