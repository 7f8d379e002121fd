import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, 'yesterday'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, 'last week'],
    [34 * DAY, '4 weeks ago'],
    [35 * DAY, 'last month'],
    [200 * DAY, '6 months ago'],
    [366 * DAY, 'last year'],
    [3 * 366 * DAY, '3 years ago'],
  ])('%i ms ago is "%s"', (elapsed, text) => {
    expect(timeAgo(ago(elapsed), now)).toBe(text);
  });

  it('treats a moment in the future (clock skew) as just now', () => {
    expect(timeAgo(new Date(now + 5 * MINUTE).toISOString(), now)).toBe('just now');
  });
});
