import 'server-only';
import { notFound } from '@/lib/app-error';
import { facebookOAuthConfigured } from '@/lib/auth/next-auth-options';
import { FACEBOOK_NOT_CONFIGURED, FACEBOOK_UNAVAILABLE } from '@/lib/rules/messages';
import { afterLoginPath, safeRedirectPath } from '@/lib/shared/redirect-path';
import { escapeHtml } from '@/lib/services/mail/render-email';
import { loginPath } from '@/lib/shared/paths';
import { facebookConfigured } from './log-in-with-facebook';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh">
${body}
</body></html>`;

/**
 * GET /api/login/facebook: next-auth starts an OAuth sign-in only from a POST carrying its
 * double-submit CSRF token, so this answers a page that posts that form at once (a button
 * without JavaScript). The token is next-auth's own (lib/auth/next-auth-csrf.ts: the route hands
 * it in with the cookie that pairs it). After Facebook, next-auth sends the browser to
 * `redirect` (a path on this site), else to /profile.
 * 404 without FACEBOOK_CLIENT_ID; with the id but no secret (the login page shows the button,
 * CONTRACT §2), or no token, a page that says Facebook login is not working, with a link back (503).
 */
export function startFacebookLogin({ redirect, csrfToken }: { redirect: string | null; csrfToken: string | null }): {
  status: number;
  html: string;
} {
  if (!facebookConfigured()) throw notFound(FACEBOOK_NOT_CONFIGURED);
  const safeRedirect = safeRedirectPath(redirect);
  if (!facebookOAuthConfigured() || !csrfToken) {
    const back = loginPath({ redirect: safeRedirect });
    const html = page(
      'Facebook login unavailable',
      `<main style="max-width:32rem;padding:24px;text-align:center">
<h1 style="font-size:1.4rem">Facebook login unavailable</h1>
<p>${escapeHtml(FACEBOOK_UNAVAILABLE)}</p>
<p><a href="${escapeHtml(back)}">Back to the login page</a></p>
</main>`,
    );
    return { status: 503, html };
  }
  const html = page(
    'Continue with Facebook',
    `<form method="post" action="/api/auth/signin/facebook">
<input type="hidden" name="csrfToken" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(afterLoginPath(safeRedirect))}">
<button type="submit" style="padding:12px 22px;border:0;border-radius:999px;background:#0866ff;color:#fff;font:inherit;font-weight:600">Continue with Facebook</button>
</form>
<script>document.forms[0].submit()</script>`,
  );
  return { status: 200, html };
}
