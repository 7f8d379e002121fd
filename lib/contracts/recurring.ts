// Gifts that repeat (CONTRACT §6): the manage link's calls, the card update, and the sandbox
// clock. Amounts are cents in the app and dollars in the JSON, through the plan codec below.
import type { CardUpdateStart, PlanView, RunResult } from '@/lib/services/recurring/recurring-view';
import type {
  cardUpdateCompleteSchema,
  cardUpdateStartSchema,
  planActionSchema,
  recurringRunSchema,
} from '@/lib/validation/recurring';
import { answer, answerThrough, body, defineContract, type Codec } from './contract';
import { dollars } from './money';
import { segment } from './segment';

/** A plan's amounts (its gift, its history's gifts) as dollars. */
export const planMoney: Codec<PlanView, PlanView> = {
  encode: (plan) => ({
    ...plan,
    amount: dollars.encode(plan.amount),
    history: plan.history.map((entry) => ({ ...entry, amount: dollars.encode(entry.amount) })),
  }),
  decode: (plan) => ({
    ...plan,
    amount: dollars.decode(plan.amount),
    history: plan.history.map((entry) => ({ ...entry, amount: dollars.decode(entry.amount) })),
  }),
};

const planAnswer: Codec<{ plan: PlanView }, { plan: PlanView }> = {
  encode: ({ plan }) => ({ plan: planMoney.encode(plan) }),
  decode: ({ plan }) => ({ plan: planMoney.decode(plan) }),
};

/** GET /api/recurring/{token} — the plan its manage link names (anyone with the link). */
export const getPlanCall = defineContract({
  method: 'GET',
  path: ({ token }: { token: string }) => `/api/recurring/${segment(token)}`,
  answer: answerThrough(planAnswer),
});

/** POST /api/recurring/{token} {action, amount?, frequency?, nextChargeDate?, payFees?} — pause, resume, cancel or change the plan. */
export const updatePlanCall = defineContract({
  method: 'POST',
  path: ({ token }: { token: string }) => `/api/recurring/${segment(token)}`,
  body: body<typeof planActionSchema>(),
  answer: answerThrough(planAnswer),
});

/** POST /api/recurring/{token}/card {redirectUrl?} — start a card update: the gateway's form-url, or a Stripe SetupIntent. */
export const startCardUpdateCall = defineContract({
  method: 'POST',
  path: ({ token }: { token: string }) => `/api/recurring/${segment(token)}/card`,
  body: body<typeof cardUpdateStartSchema>(),
  answer: answer<CardUpdateStart>(),
});

/** POST /api/recurring/{token}/card/complete {tokenId? | setupIntentId?} — keep the new card; a missed gift is charged at once. */
export const completeCardUpdateCall = defineContract({
  method: 'POST',
  path: ({ token }: { token: string }) => `/api/recurring/${segment(token)}/card/complete`,
  body: body<typeof cardUpdateCompleteSchema>(),
  answer: answerThrough(planAnswer),
});

/** POST /api/dev/recurring/run {now?} — the scheduler as if it were `now` (sandbox mode only). */
export const sandboxRecurringRunCall = defineContract({
  method: 'POST',
  path: () => '/api/dev/recurring/run',
  body: body<typeof recurringRunSchema>(),
  answer: answer<RunResult>(),
});
