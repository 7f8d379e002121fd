// The bodies of the calls that give money back (CONTRACT §5). Amounts are dollars (CONTRACT §1).
import { z } from 'zod';
import { REFUND_AMOUNT_POSITIVE } from '../rules/messages';
import { amountField, boundedString, optional } from './fields';
import { TEXT_LIMITS } from './limits';

/** POST /api/donation/refund/{donationId}: `amount` left out gives back everything still refundable. */
export const refundDonationSchema = z.object({
  amount: optional(amountField({ min: 0.01, message: REFUND_AMOUNT_POSITIVE })),
  reason: optional(boundedString(TEXT_LIMITS.message)),
});

/** POST /api/participation/cancel/{signupId}: `refund` gives back what was paid too. */
export const cancelSignupSchema = z.object({
  refund: z.boolean().optional().default(false),
  reason: optional(boundedString(TEXT_LIMITS.message)),
});

export type RefundDonationInput = z.output<typeof refundDonationSchema>;
export type CancelSignupInput = z.output<typeof cancelSignupSchema>;
