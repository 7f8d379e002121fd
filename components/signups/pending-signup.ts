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
