import { NextResponse, type NextRequest } from 'next/server';
import { isProtectedPath } from '@/lib/shared/protected-routes';
import { loginUrlFor } from '@/lib/shared/redirect-path';
import { AUTH_COOKIE_NAME } from '@/lib/rules/constants';

// Sends a visitor without a session cookie who opens a protected route (accounts spec §2)
// to /login?redirect=<the path and query they wanted>. It only redirects: the pages check the
// session on the server again (requirePageUser), which also catches expired and ended tokens.
// (Next.js 16 calls this convention proxy.ts; CONTRACT §1 keeps the name middleware.ts.)

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isProtectedPath(pathname) || request.cookies.has(AUTH_COOKIE_NAME)) return NextResponse.next();
  return NextResponse.redirect(new URL(loginUrlFor(`${pathname}${search}`), request.url));
}

// Next.js reads the matcher statically, so it lists PROTECTED_ROUTES again (a unit test keeps them in step).
export const config = {
  matcher: [
    '/organizer-add-donation/:path*',
    '/profile/:path*',
    '/edit_profile/:path*',
    '/create_event/:path*',
    '/create_teamcampaign/:path*',
    '/edit_teamcampaign/:path*',
    '/create_indiecampaign/:path*',
    '/edit_indiecampaign/:path*',
    '/create_fundraiser/:path*',
    '/edit_fundraiser/:path*',
    '/fundraiser/create_campaign/:path*',
    '/fundraiser/edit_campaign/:path*',
    '/add_donation/:path*',
  ],
};
