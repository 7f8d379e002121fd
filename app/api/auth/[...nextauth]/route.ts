// GET|POST /api/auth/* — next-auth: the Facebook OAuth flow and the Credentials provider (anyone)
import NextAuth from 'next-auth';
import { nextAuthOptions } from '@/lib/services/accounts/next-auth-options';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: they read the secret, which a build has no need of.
function handler(request: Request, context: Context) {
  return NextAuth(nextAuthOptions())(request, context);
}

export { handler as GET, handler as POST };
