// Money is integer cents in storage and arithmetic; dollars only at the edges (forms, JSON, display).

export function dollarsToCents(dollars: number): number {
  // Math.round absorbs binary fractions such as 19.99 * 100 = 1998.9999999999998.
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when a dollar amount has no fraction of a cent (the forms' step 0.01). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$1,234": amounts raised are shown in whole dollars, cents dropped (never rounded up). */
export function formatWholeDollars(cents: number): string {
  return wholeDollars.format(Math.floor(cents / 100));
}

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50": a price, to the cent. */
export function formatDollarsAndCents(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** One gift's amount: "$50" for whole dollars, "$12.50" otherwise (never rounded). */
export function formatAmount(cents: number): string {
  const whole = Math.round(cents);
  return whole % 100 === 0 ? wholeDollars.format(whole / 100) : formatDollarsAndCents(whole);
}

/** Event-card target in thousands: "25k", or "0.5k" below $1,000. */
export function formatTarget(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1000) return `${Math.round(dollars / 1000)}k`;
  // Tenths of a thousand; String() drops a trailing ".0" by itself.
  return `${Math.round(dollars / 100) / 10}k`;
}

/** Percent raised with one decimal ("42.3"); not capped, so over-funded events show > 100. */
export function percentRaised(raisedCents: number, targetCents: number): string {
  if (targetCents <= 0) return '0.0';
  // One division of integers rounds exactly half-up, where toFixed on a float would not.
  return (Math.round((raisedCents * 1000) / targetCents) / 10).toFixed(1);
}

/** Width of a progress bar, 0..100. */
export function progressPercent(raisedCents: number, targetCents: number): number {
  if (targetCents <= 0) return 0;
  return Math.min(100, Math.max(0, (raisedCents / targetCents) * 100));
}

/** Dollars typed so far (a form's text) as cents, or null while it is not a positive amount yet. */
export function typedCents(value: string): number | null {
  const dollars = typedDollars(value);
  return dollars !== null && Number.isFinite(dollars) && dollars > 0 ? dollarsToCents(dollars) : null;
}

/**
 * An amount as a person types it: "25", "$25", "1,000", "$1,000.50", " 25 " (issue 21). A dollar
 * sign in front and commas between groups of three digits are allowed; anything else is not a
 * number (null). The one reading of a typed amount, for the form and the server's schema alike.
 */
export function typedDollars(value: string): number | null {
  const text = value.trim().replace(/^\$\s*/, '');
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/.test(text) || !/\d/.test(text)) return null;
  return Number(text.replace(/,/g, ''));
}

/** Funded: a goal set (above zero) and reached or passed. The bar then shows full while the figure goes on. */
export function isFunded(raisedCents: number, targetCents: number): boolean {
  return targetCents > 0 && raisedCents >= targetCents;
}
