import { FACEBOOK_UNAVAILABLE } from '@/lib/rules/messages';
import type { FacebookLoginStart } from '@/lib/services/accounts/start-facebook-login';
import { escapeHtml } from '@/lib/services/mail/render-email';
import { nextAuthPath } from '@/lib/shared/paths';

// The page GET /api/login/facebook answers: a form that posts next-auth's Facebook sign-in at once
// (a button without JavaScript), or a page saying Facebook login is not working, with a link back.

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh">
${body}
</body></html>`;

export function facebookLoginPage(start: FacebookLoginStart): string {
  if (!start.available) {
    return page(
      'Facebook login unavailable',
      `<main style="max-width:32rem;padding:24px;text-align:center">
<h1 style="font-size:1.4rem">Facebook login unavailable</h1>
<p>${escapeHtml(FACEBOOK_UNAVAILABLE)}</p>
<p><a href="${escapeHtml(start.loginPath)}">Back to the login page</a></p>
</main>`,
    );
  }
  return page(
    'Continue with Facebook',
    `<form method="post" action="${nextAuthPath('signin/facebook')}">
<input type="hidden" name="csrfToken" value="${escapeHtml(start.csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(start.callbackUrl)}">
<button type="submit" style="padding:12px 22px;border:0;border-radius:999px;background:#0866ff;color:#fff;font:inherit;font-weight:600">Continue with Facebook</button>
</form>
<script>document.forms[0].submit()</script>`,
  );
}
