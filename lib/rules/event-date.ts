import { DEFAULT_TIME_ZONE } from './constants';

// An event's date and time are shown in the event's own time zone, whatever the server's or
// the visitor's: a 9 am start in New York reads "9:00 AM EST" everywhere.

/** Every part of a wall-clock time as two digits (the year as four), on a 24-hour clock: for formatToParts and reports. */
export const NUMERIC_WALL_TIME = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

function zoneOrDefault(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** "Saturday, March 7, 2027". */
export function formatEventDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrDefault(timeZone),
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));
}

/** "Sat, Mar 7, 2027". */
export function formatShortEventDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrDefault(timeZone),
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));
}

/** "8:00 AM EST". */
export function formatEventTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrDefault(timeZone),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
