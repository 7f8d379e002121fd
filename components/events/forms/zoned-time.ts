// The forms take dates as wall-clock times ("2026-07-04T09:30", what <input type="datetime-local">
// gives) in the event's own time zone, whatever the organizer's browser is set to. These turn
// such a wall time into an instant and back, with Intl only (no time zone database shipped).

import { NUMERIC_WALL_TIME } from '@/lib/rules/event-date';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function wallParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, ...NUMERIC_WALL_TIME }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-07-04T09:30" as the clock in `timeZone` shows `instant`; '' for none. */
export function toWallTime(instant: Date | string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const p = wallParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant (ISO 8601, UTC) at which the clock in `timeZone` shows `wallTime`; null for '' and
 * for anything that is not a wall time. A time skipped by a DST change moves forward by the gap;
 * a time that happens twice is the first one.
 */
export function fromWallTime(wallTime: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const target = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(target)) return null;
  // The zone's offsets a day either side cover any DST change near the target: the instant is
  // the target minus one of them, whichever puts the clock on the target (the earlier if both do).
  const DAY = 24 * 60 * 60 * 1000;
  const before = target - zoneOffset(new Date(target - DAY), timeZone);
  const after = target - zoneOffset(new Date(target + DAY), timeZone);
  const showsTarget = (instant: number) => instant + zoneOffset(new Date(instant), timeZone) === target;
  const matches = [before, after].filter(showsTarget);
  // None matches in a spring-forward gap: the offset before the change moves it forward.
  const instant = matches.length ? Math.min(...matches) : before;
  return new Date(instant).toISOString();
}
