// GET|POST /api/auth/* — next-auth: the Facebook OAuth flow, its session and sign-out (anyone)
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { nextAuthOptions } from '@/lib/auth/next-auth-options';
import { privateAnswer } from '@/lib/http';
import { facebookAccount } from '@/lib/services/accounts/log-in-with-facebook';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: they read the secret, which a build has no need of. Every
// answer here is about the visitor's session (or sets it): private, no-store, as route()'s are.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  return privateAnswer(await NextAuth(request, context, nextAuthOptions({ facebookAccount })));
}

export { handler as GET, handler as POST };
