import type { SignupPayload } from './signup-form-values';

// A signup on its way through the hosted card form: the browser leaves for the gateway's form
// and comes back to /signup_confirmation?event&token-id, which completes the payment with the
// signup kept here. sessionStorage: this tab only, gone when it closes; cleared once completed.

const KEY = 'rally:pending-signup';

export function storePendingSignup(payload: SignupPayload): void {
  sessionStorage.setItem(KEY, JSON.stringify(payload));
}

/** The signup kept for `eventId`, or null (another tab, another event, or already completed). */
export function readPendingSignup(eventId: string): SignupPayload | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignupPayload | null;
    return saved && saved.eventId === eventId ? saved : null;
  } catch {
    return null;
  }
}

export function clearPendingSignup(): void {
  sessionStorage.removeItem(KEY);
}

// A decline at the gateway (issue 21): /signup_confirmation keeps why, and "Try another card"
// reopens the sign-up form with everything kept (the pending signup above), at the payment step.
const DECLINE_KEY = 'rally:pending-signup-declined';

export type SignupDecline = { eventId: string; message: string; issueNumber: string; reason: string | null };

export function storeSignupDecline(decline: SignupDecline): void {
  try {
    sessionStorage.setItem(DECLINE_KEY, JSON.stringify(decline));
  } catch {
    // not kept: the form opens empty, as before
  }
}

/** The decline kept for `eventId`, once: reading it forgets it. */
export function takeSignupDecline(eventId: string): SignupDecline | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DECLINE_KEY) ?? 'null') as SignupDecline | null;
    sessionStorage.removeItem(DECLINE_KEY);
    return saved && saved.eventId === eventId ? saved : null;
  } catch {
    return null;
  }
}
