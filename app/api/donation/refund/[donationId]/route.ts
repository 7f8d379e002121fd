// POST /api/donation/refund/{donationId} — give back all or part of a gift {amount?, reason?} → {success, donation: {_id, status, amountRefunded}} (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { refundDonationCall } from '@/lib/contracts/refunds';
import { answer, readBody, route } from '@/lib/http';
import { dollarsToCents } from '@/lib/rules/money';
import { refundDonation } from '@/lib/services/refunds/refund-donation';
import { refundDonationSchema } from '@/lib/validation/refund';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { amount, reason } = await readBody(request, refundDonationCall, refundDonationSchema);
  const { donationId } = await params;
  return answer(
    refundDonationCall,
    await refundDonation({
      user,
      donationId,
      amountCents: amount == null ? null : dollarsToCents(amount),
      reason: reason ?? null,
    }),
  );
});
