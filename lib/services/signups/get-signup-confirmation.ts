import 'server-only';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';
import { recordedSignupSelect, signupSummary, type SignupSummary } from './signup-result';
import { signupOnward, signupOnwardEventSelect, type SignupOnward } from './signup-onward';

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

/** The confirmation page: the signup's summary, and what comes next (date, place, .ics, a page to fundraise with). */
export async function getSignupConfirmationPage(query: {
  eventId: string;
  transactionId: string;
}): Promise<{ signup: SignupSummary; onward: SignupOnward } | null> {
  const signup = await getSignupConfirmation(query);
  if (!signup) return null;
  const event = await db.event.findUniqueOrThrow({ where: { id: signup.eventId }, select: signupOnwardEventSelect });
  return { signup, onward: signupOnward(event, signup.teamCampaignId) };
}
