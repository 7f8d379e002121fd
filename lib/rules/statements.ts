// Year-end statements (CONTRACT §6 "Statements"): which year a gift belongs to, which years can
// be asked for, when the January email goes out, and the statement's fixed wording.

/** The first year a statement can be asked for; anything earlier (or past next year) is a 400. */
export const FIRST_STATEMENT_YEAR = 2000;

/** A gift's year: the UTC calendar year of its transaction date (the same for every donor). */
export const statementYearOf = (date: Date) => date.getUTCFullYear();

/** A four-digit year from FIRST_STATEMENT_YEAR up to next year (by UTC), or null. */
export function parseStatementYear(value: string, now: Date = new Date()): number | null {
  if (!/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_STATEMENT_YEAR && year <= now.getUTCFullYear() + 1 ? year : null;
}

/** UTC bounds of a year: [start, end). */
export const yearBounds = (year: number) => ({
  start: new Date(Date.UTC(year, 0, 1)),
  end: new Date(Date.UTC(year + 1, 0, 1)),
});

/**
 * The year whose statements the January email announces at `now`: the past year, all through
 * January (UTC), so a server that was down on the 1st still sends; null the rest of the year.
 */
export const noticeYearAt = (now: Date): number | null => (now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : null);

/** The downloaded file's name. */
export const statementFilename = (year: number) => `giving-statement-${year}.pdf`;

/** The IRS's written acknowledgment: no goods or services were given for the gifts. */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for these gifts.';

export const REGISTRATION_FEES_NOT_DEDUCTIBLE =
  'Registration fees paid for taking part in an event are listed apart: they are not gifts and are not deductible as charitable contributions.';

export const REFUNDS_LEFT_OUT =
  'Refunds are left out: a gift refunded in full is not listed, and a gift refunded in part shows what was kept.';

/** At most this many statements are drawn at once per app instance; more wait their turn. */
export const STATEMENT_RENDERS_AT_ONCE = 2;
