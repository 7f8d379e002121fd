import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from './zoned-time';

describe('toWallTime', () => {
  it('shows an instant on the clock of the time zone', () => {
    expect(toWallTime(new Date('2026-07-04T13:30:00Z'), 'America/New_York')).toBe('2026-07-04T09:30');
    expect(toWallTime('2026-01-15T23:05:00Z', 'Europe/Paris')).toBe('2026-01-16T00:05');
    expect(toWallTime(new Date('2026-01-15T23:05:00Z'), 'UTC')).toBe('2026-01-15T23:05');
  });

  it('gives an empty string for no date', () => {
    expect(toWallTime(null, 'UTC')).toBe('');
    expect(toWallTime(undefined, 'UTC')).toBe('');
    expect(toWallTime('junk', 'UTC')).toBe('');
  });
});

describe('fromWallTime', () => {
  it('reads a wall time in the time zone', () => {
    expect(fromWallTime('2026-07-04T09:30', 'America/New_York')).toBe('2026-07-04T13:30:00.000Z');
    expect(fromWallTime('2026-01-04T09:30', 'America/New_York')).toBe('2026-01-04T14:30:00.000Z');
    expect(fromWallTime('2026-01-04T09:30', 'Asia/Kolkata')).toBe('2026-01-04T04:00:00.000Z');
    expect(fromWallTime('2026-01-04T09:30:15', 'UTC')).toBe('2026-01-04T09:30:15.000Z');
  });

  it('round-trips with toWallTime', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'Pacific/Honolulu']) {
      for (const wall of ['2026-03-01T00:00', '2026-06-30T23:59', '2026-11-15T12:00']) {
        expect(toWallTime(fromWallTime(wall, zone), zone)).toBe(wall);
      }
    }
  });

  it('moves a time skipped by the spring DST change forward, and takes the first of a repeated one', () => {
    // 2026-03-08 02:30 does not exist in New York (clocks jump from 2:00 to 3:00).
    expect(fromWallTime('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01 01:30 happens twice; the first is EDT (UTC-4).
    expect(fromWallTime('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives null for a blank or malformed value', () => {
    expect(fromWallTime('', 'UTC')).toBeNull();
    expect(fromWallTime('July 4th', 'UTC')).toBeNull();
  });
});
