import { describe, expect, it } from 'vitest';
import { calendarFile, escapeIcsText, foldIcsLine, icsUtc } from './ics';

describe('calendarFile (RFC 5545)', () => {
  const event = {
    uid: 'event-abc@example.test',
    title: 'Fun Run; 5K, 10K \\ more',
    start: new Date('2027-03-07T14:00:00Z'),
    location: 'Central Park, NYC\nGate 3',
    description: 'See you there',
    url: 'https://example.test/event/abc?x=1,2',
    stamp: new Date('2026-11-25T10:11:12.345Z'),
  };

  it('ends every line with CRLF and has no bare LF', () => {
    const file = calendarFile(event);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20270307T140000Z');
    expect(lines).toContain('DTSTAMP:20261125T101112Z');
    expect(lines).toContain('END:VCALENDAR');
  });

  it('escapes TEXT values but not the URL', () => {
    const file = calendarFile(event);
    expect(file).toContain('SUMMARY:Fun Run\\; 5K\\, 10K \\\\ more\r\n');
    expect(file).toContain('LOCATION:Central Park\\, NYC\\nGate 3\r\n');
    expect(file).toContain('URL:https://example.test/event/abc?x=1,2\r\n');
    expect(escapeIcsText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = 'é'.repeat(100);
    const folded = foldIcsLine(`SUMMARY:${long}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${long}`);
  });

  it('writes DTEND only when there is an end', () => {
    expect(calendarFile(event)).not.toContain('DTEND');
    expect(calendarFile({ ...event, end: new Date('2027-03-07T16:00:00Z') })).toContain('DTEND:20270307T160000Z');
    expect(icsUtc(new Date('2027-01-02T03:04:05.999Z'))).toBe('20270102T030405Z');
  });
});
