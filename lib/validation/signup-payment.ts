// The bodies of the payment calls when they pay for an event sign-up (CONTRACT §4): the same
// calls as a donation's, with the signup (the form's values and its event's id) in place of
// the donation record. The server computes the signup's total itself; the amount the browser
// names must be exactly that, or nothing starts.
import { z } from 'zod';
import { dollarsToCents } from '../rules/money';
import { optional, requiredString } from './fields';
import { TEXT_LIMITS } from './limits';
import { INVALID_AMOUNT } from '../rules/messages';
import { attemptKeyField, currencyField } from './donation-payment';
import { challengeSolutionField } from './payment-challenge';
import { signupEnvelopeSchema } from './signup';

/** The most a sign-up can cost, in cents: what the database's 32-bit cents hold. */
const MAX_SIGNUP_CHARGE_CENTS = 2_147_483_647;

const chargeCentsField = () =>
  z
    .number({ error: INVALID_AMOUNT })
    .int({ error: INVALID_AMOUNT })
    .min(1, { error: INVALID_AMOUNT })
    .max(MAX_SIGNUP_CHARGE_CENTS, { error: INVALID_AMOUNT });

/** A body that pays for a sign-up: it carries `signup`. */
export const isSignupPaymentBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'signup' in body && body.signup !== undefined;

/** POST /api/safesave/get_form_url for a sign-up: `amount` in dollars, as the gateway's XML takes it. */
export const signupHostedFormRequestSchema = z.object({
  amount: z
    .number({ error: INVALID_AMOUNT })
    .refine((dollars) => Number.isFinite(dollars) && Math.abs(dollars * 100 - dollarsToCents(dollars)) < 1e-6, {
      error: INVALID_AMOUNT,
    })
    .transform(dollarsToCents)
    .pipe(chargeCentsField()),
  redirectUrl: requiredString(TEXT_LIMITS.url),
  signup: signupEnvelopeSchema,
  challenge: challengeSolutionField(),
});

/** POST /api/stripe/get_intent for a sign-up: `amount` in cents (spec §7), usd only. */
export const signupCardIntentRequestSchema = z.object({
  amount: chargeCentsField(),
  currency: currencyField(),
  description: optional(z.string().trim().max(500)),
  signup: signupEnvelopeSchema,
  attemptKey: attemptKeyField(),
  challenge: challengeSolutionField(),
});
