// An iCalendar file (RFC 5545) of one event, written by hand: CRLF line ends, TEXT values escaped
// (§3.3.11: backslash, semicolon, comma, newline), and lines folded at 75 octets (§3.1) without
// splitting a UTF-8 character. Times are UTC ("Z"), so no VTIMEZONE is needed; a calendar shows
// them in its own zone.

export type CalendarEvent = {
  /** Unique and stable per event: a second download updates the same calendar entry. */
  uid: string;
  title: string;
  start: Date;
  /** The event has no end in our data: when absent, the entry is a moment (RFC 5545 §3.6.1). */
  end?: Date | null;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
};

const CRLF = '\r\n';

/** A TEXT value: backslash first, then ; and , and every kind of line break as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20270307T140000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Folds one content line into 75-octet pieces, each continuation starting with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** The whole file: one VCALENDAR with one VEVENT, CRLF after every line. */
export function calendarFile(event: CalendarEvent, productId = '-//Fundraising//Events//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    ...(event.end ? [`DTEND:${icsUtc(event.end)}`] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    // A URI value is not TEXT: it is not escaped (RFC 5545 §3.8.4.6).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
