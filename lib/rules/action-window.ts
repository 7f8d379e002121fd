import { activityWindow, isWindowOpen as isOpenAt, type ActivityKind } from './activity';

// The activity windows (./activity) of the Donate and Register buttons in a form a cached page can
// carry to the browser: moments as ISO strings, so the server's render and the client islands
// (against the browser's clock) apply the same rule. Every Date ↔ ISO crossing of a window lives
// here.

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

/** Registration moved to another site (fundraising spec §8): Register leads to `href` from `from` on. */
export type ActionRedirect = {
  href: string;
  /** ISO moment from which the action goes to `href` instead; null: already. */
  from: string | null;
};

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/** When `kind` closes, by the one rule of ./activity (a fundraiser without an end stays open for donations). */
export function actionWindow(
  event: Pick<WindowedEvent, 'eventType' | 'dateTime' | 'activeUntilDate'>,
  kind: ActivityKind,
): ActionWindow {
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

/** Whether the window is open at `now` (milliseconds): strictly before its closing moment. */
export function isWindowOpen(window: ActionWindow, now: number): boolean {
  return isOpenAt({ closesAt: toDate(window.closesAt), openWithoutEnd: window.openWithoutEnd }, now);
}

/** Registration moved elsewhere: from signupRedirectDate on (or at once without a date), Register leads to the link. */
export function signupRedirect(
  event: Pick<WindowedEvent, 'signupRedirectDate' | 'signupRedirectLink'>,
): ActionRedirect | null {
  if (!event.signupRedirectLink) return null;
  return { href: event.signupRedirectLink, from: event.signupRedirectDate };
}

/** Whether Register goes to the redirect's link at `now` (from its date on, or always without one). */
export function isRedirected(redirect: ActionRedirect | null | undefined, now: number): boolean {
  return !!redirect && (redirect.from === null || now >= Date.parse(redirect.from));
}
