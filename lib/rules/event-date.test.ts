import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime, formatShortEventDate } from './event-date';

describe('event dates', () => {
  const start = '2027-03-07T13:00:00.000Z';

  it('shows the date and time in the event time zone', () => {
    expect(formatEventDate(start, 'America/New_York')).toBe('Sunday, March 7, 2027');
    expect(formatEventTime(start, 'America/New_York')).toBe('8:00 AM EST');
    expect(formatEventTime(start, 'America/Los_Angeles')).toBe('5:00 AM PST');
    expect(formatShortEventDate(start, 'America/New_York')).toBe('Sun, Mar 7, 2027');
  });

  it('crosses midnight with the time zone', () => {
    expect(formatEventDate('2027-03-07T03:00:00.000Z', 'America/Chicago')).toBe('Saturday, March 6, 2027');
  });

  it('falls back to the default zone for an unknown one', () => {
    expect(formatEventTime(start, 'Mars/Olympus')).toBe('8:00 AM EST');
  });
});
