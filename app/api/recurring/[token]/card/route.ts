// POST /api/recurring/{token}/card — start a card update {redirectUrl?} → the gateway's {formUrl} or Stripe's {clientSecret} (anyone with the link)
import { startCardUpdateCall } from '@/lib/contracts/recurring';
import { answer, readBody, route } from '@/lib/http';
import { startCardUpdate } from '@/lib/services/recurring/card-update';
import { cardUpdateStartSchema } from '@/lib/validation/recurring';

type Context = { params: Promise<{ token: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const input = await readBody(request, startCardUpdateCall, cardUpdateStartSchema);
  const { token } = await params;
  return answer(
    startCardUpdateCall,
    await startCardUpdate({
      token,
      redirectUrl: input.redirectUrl ?? null,
      requestOrigin: new URL(request.url).origin,
    }),
  );
});
