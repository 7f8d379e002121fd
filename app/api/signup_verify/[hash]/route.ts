// GET /api/signup_verify/{hash} — confirm an email address with the emailed link (anyone)
import { verifyEmailCall } from '@/lib/contracts/accounts';
import { answer, route } from '@/lib/http';
import { verifyEmail } from '@/lib/services/accounts/verify-email';

type Context = { params: Promise<{ hash: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { hash } = await params;
  return answer(verifyEmailCall, await verifyEmail({ token: hash }));
});
