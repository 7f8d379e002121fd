// Money back (CONTRACT §5): refunds of gifts and cancelled registrations, by the event's creator
// (and admins). See contract.ts.
import type { CancelSignupResult, DonationRefundResult } from '@/lib/services/refunds/refunds-view';
import type { cancelSignupSchema, refundDonationSchema } from '@/lib/validation/refund';
import { answer, body, defineContract } from './contract';
import { segment } from './segment';

/** POST /api/donation/refund/{donationId} {amount? (dollars), reason?} — give back all or part of a gift. */
export const refundDonationCall = defineContract({
  method: 'POST',
  path: ({ donationId }: { donationId: string }) => `/api/donation/refund/${segment(donationId)}`,
  body: body<typeof refundDonationSchema>(),
  answer: answer<DonationRefundResult>(),
});

/** POST /api/participation/cancel/{signupId} {refund?, reason?} — cancel a registration, refunding it when asked. */
export const cancelSignupCall = defineContract({
  method: 'POST',
  path: ({ signupId }: { signupId: string }) => `/api/participation/cancel/${segment(signupId)}`,
  body: body<typeof cancelSignupSchema>(),
  answer: answer<CancelSignupResult>(),
});
