// The bodies of the monthly plan's calls (CONTRACT §6). Amounts are dollars (CONTRACT §1).
import { z } from 'zod';
import { MAX_DONATION_CENTS } from '../rules/constants';
import {
  CHARGE_DATE_IN_PAST,
  CHOOSE_A_FREQUENCY,
  DONATION_AMOUNT_TOO_HIGH,
  DONATION_AMOUNT_TOO_LOW,
  UNKNOWN_PLAN_ACTION,
} from '../rules/messages';
import { FREQUENCIES } from '../rules/recurring';
import { amountField, boundedString, optional } from './fields';
import { TEXT_LIMITS } from './limits';

const PLAN_FREQUENCIES = FREQUENCIES.filter((frequency) => frequency !== 'once') as [
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
];

/** POST /api/recurring/{token}: what to do with the plan; `update` changes what is given, from the next charge. */
export const planActionSchema = z.object({
  action: z.enum(['pause', 'resume', 'cancel', 'update'], { error: UNKNOWN_PLAN_ACTION }),
  amount: optional(
    amountField({ min: 5, message: DONATION_AMOUNT_TOO_LOW }).refine((amount) => amount * 100 <= MAX_DONATION_CENTS, {
      error: DONATION_AMOUNT_TOO_HIGH,
    }),
  ),
  frequency: optional(z.enum(PLAN_FREQUENCIES, { error: CHOOSE_A_FREQUENCY })),
  nextChargeDate: optional(
    z
      .string({ error: CHARGE_DATE_IN_PAST })
      .regex(/^\d{4}-\d{2}-\d{2}/, { error: CHARGE_DATE_IN_PAST })
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: CHARGE_DATE_IN_PAST }),
  ),
  payFees: optional(z.boolean()),
  reason: optional(boundedString(TEXT_LIMITS.message)),
});

/** POST /api/dev/recurring/run: the moment the scheduler runs as (now when left out). */
export const recurringRunSchema = z.object({
  now: optional(z.string().refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Not a valid date' })),
});

/** POST /api/recurring/{token}/card: where the card form comes back to (the hosted gateway's redirect). */
export const cardUpdateStartSchema = z.object({
  redirectUrl: optional(boundedString(2000)),
});

/** POST /api/recurring/{token}/card/complete: the gateway's token-id, or Stripe's confirmed SetupIntent. */
export const cardUpdateCompleteSchema = z.object({
  tokenId: optional(boundedString(200)),
  setupIntentId: optional(boundedString(200)),
});

export type PlanActionInput = z.output<typeof planActionSchema>;
