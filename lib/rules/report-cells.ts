// How the CSV reports write their cells: plain text a spreadsheet reads as the organizer expects,
// and nothing it would run. Pure, so the browser and the tests can check the same rules.

import { NUMERIC_WALL_TIME } from './event-date';

/**
 * A cell a spreadsheet would take for a formula: one starting with = + - @ (after any spaces,
 * and their full-width forms, which some locales accept), or with a tab or carriage return
 * (OWASP "CSV injection"). papaparse's own default pattern ends in `.*$`, which misses a value
 * with a line break in it ("=HYPERLINK(…)\nx"); this one looks at the start only.
 */
export const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Cents as plain dollars with two decimals ("1234.50"): no currency sign or separators, so it sums. */
export function csvAmount(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const csvYesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, ...NUMERIC_WALL_TIME });
    } catch {
      return dateTimeFormat('UTC'); // An unknown zone in old data: UTC rather than no report.
    }
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** "2026-05-01 10:03:00": the moment in the event's time zone, a form every spreadsheet reads as a date. */
export function csvDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "1990-04-07" from the three stored parts; what is known when some are missing ("1990", "04-07"), else ''. */
export function csvBirthDate(year: number | null, month: number | null, day: number | null): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (year !== null && month !== null && day !== null) return `${year}-${pad(month)}-${pad(day)}`;
  return [year === null ? null : String(year), month === null ? null : pad(month), day === null ? null : pad(day)]
    .filter((part) => part !== null)
    .join('-');
}

/**
 * "donations-river-run-5k-2026-05-01.csv": the report, the event's title in ASCII letters and
 * digits (the Content-Disposition file name needs no escaping then), and the day it was made.
 */
export function reportFileName(report: 'donations' | 'participants' | 'plans', title: string, day: Date): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${report}-${slug || 'event'}-${day.toISOString().slice(0, 10)}.csv`;
}

/** A payment's standing in the reports (CONTRACT §5): a dispute open or lost says so first. */
export function donationStatusLabel({
  status,
  disputeStatus,
}: {
  status: string;
  disputeStatus?: string | null;
}): string {
  if (disputeStatus === 'open') return 'Disputed';
  if (disputeStatus === 'lost') return 'Dispute lost';
  return PAYMENT_STATUS_LABELS[status] ?? status;
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  succeeded: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  pending: 'Pending',
  failed: 'Failed',
};
