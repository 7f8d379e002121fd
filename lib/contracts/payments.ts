// The card payment calls of donations and sign-ups (fundraising spec §7, CONTRACT §4): the hosted
// gateway's three steps and the card provider's intent, record and webhook. See contract.ts.
// The server owns each payment (lib/services/payments): step 1 keeps what is paid for, so step 3
// may send nothing but the token ({}); the spec's clients still send the record, which is checked.
import type { CompleteDonationResult, AddDonationRecordResult } from '@/lib/services/donations/donation-view';
import type {
  CardIntent,
  CardWebhookResult,
  HostedPaymentStart,
  PaymentChallenge,
} from '@/lib/services/payments/payment-view';
import type { CompleteEventSignupResult } from '@/lib/services/signups/signup-view';
import type {
  addDonationRecordSchema,
  cardIntentRequestSchema,
  hostedDonationRecordSchema,
  hostedFormRequestSchema,
} from '@/lib/validation/donation-payment';
import type { signupCardIntentRequestSchema, signupHostedFormRequestSchema } from '@/lib/validation/signup-payment';
import type { signupEnvelopeSchema } from '@/lib/validation/signup';
import { answer, answerThrough, body, bodyCheckedByService, defineContract, failure, type SentOf } from './contract';
import { dollars } from './money';
import { segment } from './segment';
import type { CardPaymentRefusal, SignupRefusal } from './refusals';
import type { SignupRecordBody } from './signups';

/** The body of a completion whose payment started with what it pays for: nothing. */
type Nothing = Record<string, never>;

export type { CardPaymentRefusal } from './refusals';

/**
 * POST /api/safesave/get_form_url — step 1 of the hosted-form gateway {amount (dollars),
 * redirectUrl, donation | signup} → the gateway's XML (`message`) and its `formUrl`. One call,
 * two bodies: a sign-up's carries `signup`, which the server prices itself.
 */
export const startHostedPaymentCalls = {
  donation: defineContract({
    method: 'POST',
    path: () => '/api/safesave/get_form_url',
    body: body<typeof hostedFormRequestSchema>(),
    answer: answer<HostedPaymentStart>(),
    failure: failure<{ issueNumber: string }>(),
  }),
  signup: defineContract({
    method: 'POST',
    path: () => '/api/safesave/get_form_url',
    body: body<typeof signupHostedFormRequestSchema>(),
    answer: answer<HostedPaymentStart>(),
    failure: failure<{ issueNumber: string }>(),
  }),
};

/** The plan's amount of a gift's answer, through `code`; an answer without a plan as it is. */
function planAmountThrough<Result extends object>(code: (amount: number) => number) {
  return (result: Result): Result => {
    if (!('plan' in result)) return result;
    const plan = result.plan as { amount: number } | null | undefined;
    return plan ? { ...result, plan: { ...plan, amount: code(plan.amount) } } : result;
  };
}

/** A gift's answer that may carry its monthly plan (a plan's first gift), its amount in dollars (CONTRACT §6). */
const answerWithPlan = <Result extends object>() =>
  answerThrough<Result, Result>({
    encode: planAmountThrough<Result>(dollars.encode),
    decode: planAmountThrough<Result>(dollars.decode),
  });

/** POST /api/safesave/complete_donation/{tokenId} — step 3 for a donation record: complete and record it. */
export const completeDonationCall = defineContract({
  method: 'POST',
  path: ({ tokenId }: { tokenId: string }) => `/api/safesave/complete_donation/${segment(tokenId)}`,
  body: bodyCheckedByService<typeof hostedDonationRecordSchema, SentOf<typeof hostedDonationRecordSchema> | Nothing>(),
  answer: answerWithPlan<CompleteDonationResult>(),
});

/** POST /api/safesave/complete_eventsignup/{tokenId} — step 3 for a sign-up: check it again, complete and record it. */
export const completeEventSignupCall = defineContract({
  method: 'POST',
  path: ({ tokenId }: { tokenId: string }) => `/api/safesave/complete_eventsignup/${segment(tokenId)}`,
  body: bodyCheckedByService<typeof signupEnvelopeSchema, SignupRecordBody | Nothing>(),
  answer: answer<CompleteEventSignupResult>(),
  failure: failure<SignupRefusal>(),
});

/**
 * POST /api/stripe/get_intent — a card-provider payment intent {amount (cents), currency,
 * description, donation | signup, attemptKey}; a sign-up's carries `signup`.
 */
export const cardIntentCalls = {
  donation: defineContract({
    method: 'POST',
    path: () => '/api/stripe/get_intent',
    body: body<typeof cardIntentRequestSchema>(),
    answer: answer<CardIntent>(),
  }),
  signup: defineContract({
    method: 'POST',
    path: () => '/api/stripe/get_intent',
    body: body<typeof signupCardIntentRequestSchema>(),
    answer: answer<CardIntent>(),
  }),
};

/** POST /api/donation/add_record — record a card-provider donation once the server finds its payment succeeded. */
export const addDonationRecordCall = defineContract({
  method: 'POST',
  path: () => '/api/donation/add_record',
  body: bodyCheckedByService<
    typeof addDonationRecordSchema,
    SentOf<typeof addDonationRecordSchema> | { transactionId: string }
  >(),
  answer: answerWithPlan<AddDonationRecordResult>(),
  failure: failure<CardPaymentRefusal>(),
});

/** POST /api/stripe/webhook — the card provider's signed events (its raw body; Stripe calls it, never the browser). */
export const cardWebhookCall = defineContract({
  method: 'POST',
  path: () => '/api/stripe/webhook',
  answer: answer<CardWebhookResult>(),
});

/** GET /api/payment_challenge — a proof-of-work challenge, for a payment start that answered 428 challenge_required. */
export const paymentChallengeCall = defineContract({
  method: 'GET',
  path: () => '/api/payment_challenge',
  answer: answer<PaymentChallenge>(),
});
