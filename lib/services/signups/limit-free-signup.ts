import 'server-only';
import { TOO_MANY_SIGNUPS_OF_EMAIL, TOO_MANY_SIGNUPS_OF_EVENT } from '@/lib/rules/messages';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';

/**
 * Counts a free sign-up before it is recorded, by either call that records one (add_record,
 * complete_eventsignup with nothing to pay): per client address, per address it will mail, and
 * per event (RATE_LIMITS 'free-signup:*'). Throws RATE_LIMITED (429) past any of them; each later
 * count is taken only when the earlier ones allowed, so a refused script uses up no one else's.
 */
export async function limitFreeSignup({
  ip,
  eventId,
  emails,
}: {
  ip: string;
  eventId: string;
  /** The participants' addresses: each distinct one gets the participation email. */
  emails: string[];
}): Promise<void> {
  await enforceRateLimits([['free-signup:ip', ip]]);
  const recipients = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  await enforceRateLimits(
    recipients.map((email) => ['free-signup:email', email] as const),
    TOO_MANY_SIGNUPS_OF_EMAIL,
  );
  await enforceRateLimits([['free-signup:event', eventId]], TOO_MANY_SIGNUPS_OF_EVENT);
}
