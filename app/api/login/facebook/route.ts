// GET /api/login/facebook — start the Facebook login (anyone); 404 when Facebook is not configured
import { route } from '@/lib/http';
import { startFacebookLogin } from '@/lib/services/accounts/start-facebook-login';

export const GET = route(async (request) => {
  const { html, csrfCookie } = startFacebookLogin({ redirect: new URL(request.url).searchParams.get('redirect') });
  const { name, value, ...options } = csrfCookie;
  const cookie = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) cookie.push('Secure');
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': cookie.join('; ') },
  });
});
