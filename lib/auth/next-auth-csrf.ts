import 'server-only';
import NextAuth, { type NextAuthOptions } from 'next-auth';
import { NextRequest } from 'next/server';
import { nextAuthPath } from '@/lib/shared/paths';

/**
 * next-auth's CSRF token, and the Set-Cookie lines that pair it with this browser, from
 * next-auth's own `csrf` action (the call its signIn() makes before it posts a sign-in), run
 * in-process so the cookie reaches the browser with the page that posts the sign-in form
 * (GET /api/login/facebook). A browser that holds a valid pair already keeps it: next-auth reads
 * this request's cookies itself. Only inside a Next.js request (next-auth reads next/headers).
 */
export async function nextAuthCsrf(
  request: Request,
  options: NextAuthOptions,
): Promise<{ csrfToken: string; setCookies: string[] }> {
  const csrfRequest = new NextRequest(new URL(nextAuthPath('csrf'), request.url), { headers: request.headers });
  const response: Response = await NextAuth(csrfRequest, { params: { nextauth: ['csrf'] } }, options);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, setCookies: response.headers.getSetCookie() };
}
