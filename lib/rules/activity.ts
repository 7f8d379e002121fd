import { DONATION_OPEN_MONTHS_AFTER_EVENT } from './constants';

// The one rule that says whether giving or registering is open (fundraising spec §4), used by
// the pages, the client islands (against the browser's clock) and every payment and recording
// call on the server.
//
// - Donations are open until activeUntilDate.donation, or else one month after dateTime.
// - Registration is open until activeUntilDate.registration, or else dateTime.
// - Any other kind is open until dateTime.
// - With no closing moment at all: a fundraiser (fundraiserDriven) stays open for donations
//   until its organizer sets an end, since fundraisers usually have no date; anything else, an
//   event without a date included, is never open. A missing event is never open.

export type ActivityKind = 'donation' | 'registration';

export type ActivityEvent =
  | {
      /** Only fundraisers differ (see above); a missing type reads as an event. */
      eventType?: string | null;
      dateTime: Date | null;
      activeUntilDate?: { donation?: Date | null; registration?: Date | null } | null;
    }
  | null
  | undefined;

export type ActivityWindow = {
  /** The moment `kind` closes; null when nothing closes it. */
  closesAt: Date | null;
  /** What holds when `closesAt` is null: open for good (a fundraiser's donations) or never open. */
  openWithoutEnd: boolean;
};

/** The moment donations, registration or any other `kind` close; null when there is none. */
export function activeUntil(event: ActivityEvent, kind: ActivityKind | string): Date | null {
  if (!event) return null;
  if (kind === 'donation') {
    const afterEvent = event.dateTime ? addMonthsUtc(event.dateTime, DONATION_OPEN_MONTHS_AFTER_EVENT) : null;
    return event.activeUntilDate?.donation ?? afterEvent;
  }
  if (kind === 'registration') return event.activeUntilDate?.registration ?? event.dateTime;
  return event.dateTime;
}

/** When `kind` closes and, with no closing moment, whether it is open for good. */
export function activityWindow(event: ActivityEvent, kind: ActivityKind | string): ActivityWindow {
  const closesAt = activeUntil(event, kind);
  const openWithoutEnd = closesAt === null && event?.eventType === 'fundraiserDriven' && kind === 'donation';
  return { closesAt, openWithoutEnd };
}

/** Whether a window is open at `now` (milliseconds or a Date): strictly before its closing moment. */
export function isWindowOpen(window: ActivityWindow, now: Date | number): boolean {
  if (window.closesAt === null) return window.openWithoutEnd;
  return (typeof now === 'number' ? now : now.getTime()) < window.closesAt.getTime();
}

export function isActive(event: ActivityEvent, kind: ActivityKind | string, now: Date): boolean {
  return event != null && isWindowOpen(activityWindow(event, kind), now);
}

export function isDonationOpen(event: ActivityEvent, now: Date): boolean {
  return isActive(event, 'donation', now);
}

export function isRegistrationOpen(event: ActivityEvent, now: Date): boolean {
  return isActive(event, 'registration', now);
}

/** Calendar months in UTC; a day missing from the target month clamps to its last day (Jan 31 → Feb 28). */
function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
