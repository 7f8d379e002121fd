// GET /api/login/facebook — start the Facebook login (anyone); 404 when Facebook is not configured, an error page without its secret
import { route } from '@/lib/http';
import { startFacebookLogin } from '@/lib/services/accounts/start-facebook-login';

export const GET = route(async (request) => {
  const { status, html, csrfCookie } = startFacebookLogin({
    redirect: new URL(request.url).searchParams.get('redirect'),
  });
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  if (csrfCookie) {
    const cookie = [
      `${csrfCookie.name}=${encodeURIComponent(csrfCookie.value)}`,
      `Path=${csrfCookie.path}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (csrfCookie.secure) cookie.push('Secure');
    headers.set('set-cookie', cookie.join('; '));
  }
  return new Response(html, { status, headers });
});
