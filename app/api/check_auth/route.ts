// POST /api/check_auth — 200 with the user when the token is good, else 401 and the cookie cleared (anyone)
import type { NextResponse } from 'next/server';
import { expiredSessionCookie, readSessionToken } from '@/lib/auth';
import { AppError } from '@/lib/app-error';
import { checkAuthCall } from '@/lib/contracts/accounts';
import { answer, errorResponse, readBodyText, route } from '@/lib/http';
import { checkAuth } from '@/lib/services/accounts/check-auth';

export const POST = route(async (request) => {
  // {token} in the body, as the spec sends it; else the Bearer header or the cookie.
  const body: unknown = await readBodyText(request)
    .then((text) => JSON.parse(text) as unknown)
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error; // too large: 413
      return {};
    });
  const sent =
    body && typeof body === 'object' && 'token' in body && typeof body.token === 'string' ? body.token : null;
  try {
    return answer(checkAuthCall, await checkAuth({ token: sent || (await readSessionToken(request)) }));
  } catch (error) {
    // A failed check of the token logs the browser out (accounts spec §4); a server error does not.
    const response = errorResponse(error) as NextResponse;
    if (response.status === 401) response.cookies.set(expiredSessionCookie());
    return response;
  }
});
