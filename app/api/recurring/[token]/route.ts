// GET /api/recurring/{token} — a monthly plan by its manage link → {plan}; POST {action, amount?, frequency?, nextChargeDate?, payFees?} → {plan} (anyone with the link)
import { getPlanCall, updatePlanCall } from '@/lib/contracts/recurring';
import { answer, readBody, route } from '@/lib/http';
import { dollarsToCents } from '@/lib/rules/money';
import { getPlan } from '@/lib/services/recurring/plan-answer';
import { updatePlan } from '@/lib/services/recurring/update-plan';
import { planActionSchema } from '@/lib/validation/recurring';

type Context = { params: Promise<{ token: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { token } = await params;
  return answer(getPlanCall, await getPlan({ token }));
});

export const POST = route<Context>(async (request, { params }) => {
  const input = await readBody(request, updatePlanCall, planActionSchema);
  const { token } = await params;
  return answer(
    updatePlanCall,
    await updatePlan({
      token,
      action: input.action,
      amountCents: input.amount == null ? null : dollarsToCents(input.amount),
      frequency: input.frequency ?? null,
      nextChargeDate: input.nextChargeDate ?? null,
      payFees: input.payFees ?? null,
    }),
  );
});
