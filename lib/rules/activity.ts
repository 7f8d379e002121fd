import { DONATION_OPEN_MONTHS_AFTER_EVENT } from './constants';

export type ActivityKind = 'donation' | 'registration';

export type ActivityEvent =
  | {
      dateTime: Date | null;
      activeUntilDate?: { donation?: Date | null; registration?: Date | null } | null;
    }
  | null
  | undefined;

/** The moment donations, registration or any other `kind` close; null when it cannot be known. */
export function activeUntil(event: ActivityEvent, kind: ActivityKind | string): Date | null {
  if (!event) return null;
  if (kind === 'donation') {
    const afterEvent = event.dateTime ? addMonthsUtc(event.dateTime, DONATION_OPEN_MONTHS_AFTER_EVENT) : null;
    return event.activeUntilDate?.donation ?? afterEvent;
  }
  if (kind === 'registration') return event.activeUntilDate?.registration ?? event.dateTime;
  return event.dateTime;
}

export function isActive(event: ActivityEvent, kind: ActivityKind | string, now: Date): boolean {
  const until = activeUntil(event, kind);
  return until !== null && now.getTime() < until.getTime();
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
