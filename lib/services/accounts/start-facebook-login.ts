import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '@/lib/app-error';
import { secureCookies, sessionSecret } from '@/lib/auth';
import { FACEBOOK_NOT_CONFIGURED, FACEBOOK_UNAVAILABLE } from '@/lib/rules/messages';
import { safeRedirectPath } from '@/lib/shared/redirect-path';
import { escapeHtml } from '@/lib/services/mail/render-email';
import { facebookConfigured } from './log-in-with-facebook';
import { facebookOAuthConfigured, nextAuthCsrfCookieName } from './next-auth-options';

type CsrfCookie = { name: string; value: string; httpOnly: true; sameSite: 'lax'; secure: boolean; path: string };

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh">
${body}
</body></html>`;

/**
 * GET /api/login/facebook: next-auth starts an OAuth sign-in only from a POST carrying its
 * double-submit CSRF token, so this answers a page that posts that form at once (a button
 * without JavaScript), with the matching cookie: `token|sha256(token + secret)`, as next-auth
 * itself writes it. After Facebook, next-auth sends the browser to `redirect` (a path on this site).
 * 404 without FACEBOOK_CLIENT_ID; with the id but no secret (the login page shows the button,
 * CONTRACT §2) a page that says Facebook login is not working, with a link back (503).
 */
export function startFacebookLogin({ redirect }: { redirect: string | null }): {
  status: number;
  html: string;
  csrfCookie: CsrfCookie | null;
} {
  if (!facebookConfigured()) throw notFound(FACEBOOK_NOT_CONFIGURED);
  const safeRedirect = safeRedirectPath(redirect);
  const callbackUrl = safeRedirect ?? '/profile';
  if (!facebookOAuthConfigured()) {
    const back = safeRedirect ? `/login?redirect=${encodeURIComponent(safeRedirect)}` : '/login';
    const html = page(
      'Facebook login unavailable',
      `<main style="max-width:32rem;padding:24px;text-align:center">
<h1 style="font-size:1.4rem">Facebook login unavailable</h1>
<p>${escapeHtml(FACEBOOK_UNAVAILABLE)}</p>
<p><a href="${escapeHtml(back)}">Back to the login page</a></p>
</main>`,
    );
    return { status: 503, html, csrfCookie: null };
  }
  const csrfToken = randomBytes(32).toString('hex');
  const hash = createHash('sha256').update(`${csrfToken}${sessionSecret()}`).digest('hex');
  const html = page(
    'Continue with Facebook',
    `<form method="post" action="/api/auth/signin/facebook">
<input type="hidden" name="csrfToken" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(callbackUrl)}">
<button type="submit" style="padding:12px 22px;border:0;border-radius:999px;background:#0866ff;color:#fff;font:inherit;font-weight:600">Continue with Facebook</button>
</form>
<script>document.forms[0].submit()</script>`,
  );
  return {
    status: 200,
    html,
    csrfCookie: {
      name: nextAuthCsrfCookieName(),
      value: `${csrfToken}|${hash}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
    },
  };
}
