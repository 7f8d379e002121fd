// POST /api/user/donation/total — the total of your succeeded donations, in dollars (logged-in user)
import { requireUser } from '@/lib/auth';
import { donationTotalCall } from '@/lib/contracts/accounts';
import { answer, route } from '@/lib/http';
import { getDonationTotal } from '@/lib/services/accounts/get-donation-total';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  return answer(donationTotalCall, await getDonationTotal({ userId: user.id }));
});
