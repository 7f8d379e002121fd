// GET /api/login/facebook — start the Facebook login (anyone); 404 when Facebook is not configured, an error page without its secret
import { nextAuthCsrf } from '@/lib/auth/next-auth-csrf';
import { facebookOAuthConfigured, nextAuthOptions } from '@/lib/auth/next-auth-options';
import { route } from '@/lib/http';
import { facebookAccount } from '@/lib/services/accounts/log-in-with-facebook';
import { startFacebookLogin } from '@/lib/services/accounts/start-facebook-login';
import { facebookLoginPage } from './facebook-login-page';

export const GET = route(async (request) => {
  // next-auth's own CSRF token and cookie, for the form that starts its Facebook sign-in.
  const csrf = facebookOAuthConfigured() ? await nextAuthCsrf(request, nextAuthOptions({ facebookAccount })) : null;
  const start = startFacebookLogin({
    redirect: new URL(request.url).searchParams.get('redirect'),
    csrfToken: csrf?.csrfToken ?? null,
  });
  const response = new Response(facebookLoginPage(start), {
    status: start.available ? 200 : 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
  for (const cookie of csrf?.setCookies ?? []) response.headers.append('set-cookie', cookie);
  return response;
});
