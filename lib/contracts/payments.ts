// The card payment calls of donations and sign-ups (fundraising spec §7, CONTRACT §4): the hosted
// gateway's three steps and the card provider's intent, record and webhook. See contract.ts.
// Their handlers still read the body by hand (the payment flows are being rewritten); the
// browser already calls them through these contracts, with the bodies and answers of today.
import type { CompleteDonationResult, AddDonationRecordResult } from '@/lib/services/donations/donation-view';
import type { CardIntent, CardWebhookResult, HostedPaymentStart } from '@/lib/services/payments/payment-view';
import type { CompleteEventSignupResult } from '@/lib/services/signups/signup-view';
import type {
  addDonationRecordSchema,
  cardIntentRequestSchema,
  hostedDonationRecordSchema,
  hostedFormRequestSchema,
} from '@/lib/validation/donation-payment';
import type { signupCardIntentRequestSchema, signupHostedFormRequestSchema } from '@/lib/validation/signup-payment';
import type { signupEnvelopeSchema } from '@/lib/validation/signup';
import { answer, body, defineContract, failure } from './contract';
import { segment } from './segment';
import type { SignupRecordBody, SignupRefusal } from './signups';

/** A card payment that has not gone through (409): the provider's status, its Issue Number and text. */
export type CardPaymentRefusal = { status: string; issueNumber: string; failure: string };

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

/** POST /api/safesave/complete_donation/{tokenId} — step 3 for a donation record: complete and record it. */
export const completeDonationCall = defineContract({
  method: 'POST',
  path: ({ tokenId }: { tokenId: string }) => `/api/safesave/complete_donation/${segment(tokenId)}`,
  body: body<typeof hostedDonationRecordSchema>(),
  answer: answer<CompleteDonationResult>(),
});

/** POST /api/safesave/complete_eventsignup/{tokenId} — step 3 for a sign-up: check it again, complete and record it. */
export const completeEventSignupCall = defineContract({
  method: 'POST',
  path: ({ tokenId }: { tokenId: string }) => `/api/safesave/complete_eventsignup/${segment(tokenId)}`,
  body: body<typeof signupEnvelopeSchema, SignupRecordBody>(),
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
  body: body<typeof addDonationRecordSchema>(),
  answer: answer<AddDonationRecordResult>(),
  failure: failure<CardPaymentRefusal>(),
});

/** POST /api/stripe/webhook — the card provider's signed events (its raw body; Stripe calls it, never the browser). */
export const cardWebhookCall = defineContract({
  method: 'POST',
  path: () => '/api/stripe/webhook',
  answer: answer<CardWebhookResult>(),
});
