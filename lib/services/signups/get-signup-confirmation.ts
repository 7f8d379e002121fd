import 'server-only';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';
import { recordedSignupSelect, signupSummary, type SignupSummary } from './signup-result';

/**
 * The signup /signup_confirmation shows: the one with this transaction id on this event, or
 * null. Only its public summary (no participant's details), so a guessed id shows nothing private.
 */
export async function getSignupConfirmation({
  eventId,
  transactionId,
}: {
  eventId: string;
  transactionId: string;
}): Promise<SignupSummary | null> {
  if (!isPlausibleId(eventId) || transactionId.length === 0 || transactionId.length > 200) return null;
  const signup = await db.signup.findFirst({
    where: { eventId, transactionId, status: 'succeeded' },
    select: recordedSignupSelect,
  });
  return signup ? signupSummary(signup) : null;
}
