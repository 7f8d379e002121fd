import { activityWindow, isWindowOpen as isOpenAt, type ActivityKind } from '@/lib/rules/activity';
import { SIGNUP_MOVED, SIGNUP_MOVED_LINK } from '@/lib/rules/messages';

// The activity windows of the Donate and Register buttons (lib/rules/activity) from an
// event's public JSON, in the shape the WindowedAction island checks against the clock.

export type WindowedEvent = {
  eventType: 'eventDriven' | 'fundraiserDriven';
  dateTime: string | null;
  activeUntilDate: { donation: string | null; registration: string | null };
  signupRedirectDate: string | null;
  signupRedirectLink: string | null;
};

export type ActionWindow = {
  /** ISO moment it closes; null when there is none (see openWithoutEnd). */
  closesAt: string | null;
  /** With no closing moment: open (a fundraiser without an end) or closed (an event without a date). */
  openWithoutEnd: boolean;
};

export type ActionRedirect = {
  href: string;
  /** ISO moment from which the action goes to `href` instead; null: already. */
  from: string | null;
  note: string;
  noteLink: string;
};

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/** When `kind` closes, by the one rule of lib/rules/activity (a fundraiser without an end stays open for donations). */
export function actionWindow(event: WindowedEvent, kind: ActivityKind): ActionWindow {
  const window = activityWindow(
    {
      eventType: event.eventType,
      dateTime: toDate(event.dateTime),
      activeUntilDate: {
        donation: toDate(event.activeUntilDate.donation),
        registration: toDate(event.activeUntilDate.registration),
      },
    },
    kind,
  );
  return { closesAt: window.closesAt ? window.closesAt.toISOString() : null, openWithoutEnd: window.openWithoutEnd };
}

export function isWindowOpen(window: ActionWindow, now: number): boolean {
  return isOpenAt({ closesAt: toDate(window.closesAt), openWithoutEnd: window.openWithoutEnd }, now);
}

/** Registration moved elsewhere: from signupRedirectDate on (or at once without a date), Register leads to the link. */
export function signupRedirect(event: WindowedEvent): ActionRedirect | null {
  if (!event.signupRedirectLink) return null;
  return {
    href: event.signupRedirectLink,
    from: event.signupRedirectDate,
    note: SIGNUP_MOVED,
    noteLink: SIGNUP_MOVED_LINK,
  };
}

/** Whether Register goes to the redirect's link at `now` (from its date on, or always without one). */
export function isRedirected(redirect: ActionRedirect | null | undefined, now: number): boolean {
  return !!redirect && (redirect.from === null || now >= Date.parse(redirect.from));
}
