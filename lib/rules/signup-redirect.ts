import { SIGNUP_REDIRECT_CODE, SIGNUP_REDIRECT_EMPTY_CODE } from './constants';

// An organizer can move sign-ups to another website (fundraising spec §8): from
// signupRedirectDate on, the event's sign-up leads to signupRedirectLink instead. A link without
// a date applies at once, as the event page's Register button does (lib/rules/action-window.ts).
// Without a link there is nowhere to send anyone: an empty redirect (code 1000), and sign-ups stay here.

export type SignupRedirectEvent = { signupRedirectDate: Date | null; signupRedirectLink: string | null };

export type SignupRedirect =
  | { code: typeof SIGNUP_REDIRECT_CODE; redirectLink: string }
  | { code: typeof SIGNUP_REDIRECT_EMPTY_CODE; redirectLink: '' };

export function signupRedirectAt(event: SignupRedirectEvent, now: Date): SignupRedirect {
  const link = event.signupRedirectLink?.trim() ?? '';
  const reached = event.signupRedirectDate === null || now.getTime() >= event.signupRedirectDate.getTime();
  return link !== '' && reached
    ? { code: SIGNUP_REDIRECT_CODE, redirectLink: link }
    : { code: SIGNUP_REDIRECT_EMPTY_CODE, redirectLink: '' };
}
