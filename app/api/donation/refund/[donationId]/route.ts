// POST /api/donation/refund/{donationId} — give back all or part of a gift {amount?, reason?} → {success, donation: {_id, status, amountRefunded}} (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { dollarsToCents } from '@/lib/rules/money';
import { refundDonation } from '@/lib/services/refunds/refund-donation';
import { refundDonationSchema } from '@/lib/validation/refund';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { amount, reason } = await readJson(request, refundDonationSchema);
  const { donationId } = await params;
  return json(
    await refundDonation({
      user,
      donationId,
      amountCents: amount == null ? null : dollarsToCents(amount),
      reason: reason ?? null,
    }),
  );
});
