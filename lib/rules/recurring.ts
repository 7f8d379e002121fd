// Gifts that repeat (CONTRACT §6): how often, when the next one falls, and what a decline means.
// Pure rules, used by the scheduler (lib/services/recurring), the forms and the pages.

export const FREQUENCIES = ['once', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export type PlanFrequency = Exclude<Frequency, 'once'>;

export const isFrequency = (value: unknown): value is Frequency =>
  typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);

/** What a donate page offers when its event chose nothing (or nothing known): one-time and monthly. */
export const DEFAULT_GIVING_FREQUENCIES: readonly Frequency[] = ['once', 'monthly'];

/**
 * The ways to give an event offers, in FREQUENCIES order, and the one its donate page starts on:
 * the event's choice when it is one of them, else one-time when offered, else the first.
 */
export function givingChoices(
  offered: readonly string[],
  preferred: string,
): { frequencies: Frequency[]; initial: Frequency } {
  const chosen = FREQUENCIES.filter((frequency) => offered.includes(frequency));
  const frequencies = chosen.length > 0 ? chosen : [...DEFAULT_GIVING_FREQUENCIES];
  const initial =
    frequencies.find((frequency) => frequency === preferred) ??
    (frequencies.includes('once') ? 'once' : frequencies[0]);
  return { frequencies, initial };
}

export const PLAN_STATUSES = ['active', 'paused', 'past_due', 'needs_card', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** "every month", as the consent sentence and the manage page say it. */
export const FREQUENCY_PHRASE: Record<PlanFrequency, string> = {
  weekly: 'every week',
  monthly: 'every month',
  quarterly: 'every three months',
  yearly: 'every year',
};

export const FREQUENCY_LABEL: Record<Frequency, string> = {
  once: 'One-time',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** Installments in a year: a plan's yearly worth, and its monthly equivalent (amount × this ÷ 12). */
export const PER_YEAR: Record<PlanFrequency, number> = { weekly: 52, monthly: 12, quarterly: 4, yearly: 1 };

/** The monthly equivalent of a plan's gift, in cents (rounded): what the dashboard's monthly recurring total adds up. */
export const monthlyEquivalentCents = (amountCents: number, frequency: PlanFrequency) =>
  Math.round((amountCents * PER_YEAR[frequency]) / 12);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Midnight UTC of `date`'s day: installments are due by the day. */
export const dayOf = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** YYYY-MM-DD: an installment's period key. */
export const periodKey = (date: Date) => dayOf(date).toISOString().slice(0, 10);

/**
 * The scheduled date after `from`: a week later, or 1/3/12 months later on the anchor day, or
 * the last day of a shorter month (a plan made on the 31st charges on 30 April and 28 February).
 */
export function nextPeriodDate(from: Date, frequency: PlanFrequency, anchorDay: number): Date {
  const day = dayOf(from);
  if (frequency === 'weekly') return new Date(day.getTime() + 7 * 86_400_000);
  const months = frequency === 'monthly' ? 1 : frequency === 'quarterly' ? 3 : 12;
  const total = day.getUTCFullYear() * 12 + day.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  return new Date(Date.UTC(year, month, Math.min(anchorDay, daysInMonth(year, month))));
}

/** Days after the missed date at which a soft decline is tried again; after the last, the plan is past_due. */
export const RETRY_DAYS = [1, 3, 7, 13] as const;

export type DeclineKind = 'hard' | 'soft' | 'authentication';

/** The gateway's hard declines (CONTRACT §6): never retried until the card changes. */
const HARD_GATEWAY_CODES = new Set([220, 221, 222, 223, 224, 225, 250, 251, 252, 253, 261, 262, 263]);

/** Stripe's decline codes that no retry can mend. */
const HARD_CARD_CODES = new Set([
  'expired_card',
  'incorrect_number',
  'invalid_number',
  'incorrect_cvc',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'lost_card',
  'stolen_card',
  'pickup_card',
  'fraudulent',
  'restricted_card',
  'card_not_supported',
  'invalid_account',
  'new_account_information_available',
  'revocation_of_all_authorizations',
  'revocation_of_authorization',
  'stop_payment_order',
]);

/** What a declined installment means: a gateway result code, or Stripe's decline/error code. */
export function declineKind(code: string | number | null): DeclineKind {
  if (code === null) return 'soft';
  const number = Number(code);
  if (Number.isInteger(number)) return HARD_GATEWAY_CODES.has(number) ? 'hard' : 'soft';
  if (code === 'authentication_required') return 'authentication';
  return HARD_CARD_CODES.has(String(code)) ? 'hard' : 'soft';
}
