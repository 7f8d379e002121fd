// POST /api/recurring/{token}/card/complete — keep the new card {tokenId? | setupIntentId?} → {plan}; a missed gift is charged at once (anyone with the link)
import { completeCardUpdateCall } from '@/lib/contracts/recurring';
import { answer, readBody, route } from '@/lib/http';
import { completeCardUpdate } from '@/lib/services/recurring/card-update';
import { cardUpdateCompleteSchema } from '@/lib/validation/recurring';

type Context = { params: Promise<{ token: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const input = await readBody(request, completeCardUpdateCall, cardUpdateCompleteSchema);
  const { token } = await params;
  return answer(
    completeCardUpdateCall,
    await completeCardUpdate({ token, tokenId: input.tokenId ?? null, setupIntentId: input.setupIntentId ?? null }),
  );
});
