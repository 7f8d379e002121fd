// GET|POST /api/auth/* — next-auth: the Facebook OAuth flow, its session and sign-out (anyone)
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { nextAuthOptions } from '@/lib/auth/next-auth-options';
import { facebookAccount } from '@/lib/services/accounts/log-in-with-facebook';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: they read the secret, which a build has no need of.
function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, nextAuthOptions({ facebookAccount }));
}

export { handler as GET, handler as POST };
