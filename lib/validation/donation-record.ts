// The online donation's inputs as form specs (form-spec.ts), one each, with the spec's
// messages: the donation record (fundraising spec §3) the donation form fills in and
// complete_donation / add_record carry, and the hosted-form gateway's card fields (checked in the
// browser only: the card goes straight to the gateway, never to our server). The browser runs
// them as they are; the server parses the zod schemas built from them (donation-payment.ts).
// No zod here: /donate is the page with a JavaScript budget.
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS, PAY_FEES_BY_DEFAULT } from '../rules/constants';
import { totalWithFee } from '../rules/fees';
import {
  DONATION_AMOUNT_TOO_HIGH,
  DONATION_AMOUNT_TOO_LOW,
  INVALID_BIRTH_DATE,
  CARD_EXPIRED,
  INVALID_EXPIRATION,
  REQUIRED,
  SELECT_VALID_INDIE_CAMPAIGN,
  SELECT_VALID_TEAM_CAMPAIGN,
  TOTAL_DOES_NOT_MATCH,
  CHOOSE_A_FREQUENCY,
} from '../rules/messages';
import { isFrequency } from '../rules/recurring';
import { centsToDollars, dollarsToCents } from '../rules/money';
import { isPastExpiry, isValidExpiration, toMMYY } from '../rules/payment-card';
import type { FormSpec } from './form-spec';
import type { SpecFormValues, SpecValues } from './spec-values';
import { TEXT_LIMITS } from './limits';

/** The largest total a card is charged: the largest gift with the fee on top. */
export const MAX_CHARGE_CENTS = totalWithFee(MAX_DONATION_CENTS, true);

export const GIFT_BOUNDS = {
  min: centsToDollars(MIN_DONATION_CENTS),
  max: centsToDollars(MAX_DONATION_CENTS),
  message: DONATION_AMOUNT_TOO_LOW,
  maxMessage: DONATION_AMOUNT_TOO_HIGH,
} as const;

/** The gift plus the fee when the donor covers it, in cents: what the card is charged. */
export const chargeCents = (record: { baseAmount: number; payFees: boolean }) =>
  totalWithFee(dollarsToCents(record.baseAmount), record.payFees);

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const thisYear = () => new Date().getFullYear();

/**
 * A donation record, in the spec's field names. `baseAmount` is the gift; `totalAmount`, when
 * sent, must be the gift with the 5 % fee when `payFees` (the server records what the provider
 * confirms, never this). Campaign ids come out null for "no campaign" (the parent gets the
 * money); the event may be left out when a campaign names it. The hosted-form gateway asks for
 * the billing address (street, city, state, ZIP); the card provider's element does not. The
 * titles the spec's record also carries (event, teamCampaign, …) are dropped.
 */
export function donationRecordSpec({ requireAddress }: { requireAddress: boolean }) {
  const address = (max: number) => ({ kind: 'text', max, optional: !requireAddress }) as const;
  return {
    fields: {
      eventId: { kind: 'text', max: TEXT_LIMITS.id, optional: true },
      teamCampaignId: { kind: 'campaign', message: SELECT_VALID_TEAM_CAMPAIGN },
      indieCampaignId: { kind: 'campaign', message: SELECT_VALID_INDIE_CAMPAIGN },
      baseAmount: { kind: 'dollars', ...GIFT_BOUNDS },
      totalAmount: {
        kind: 'dollars',
        min: GIFT_BOUNDS.min,
        max: centsToDollars(MAX_CHARGE_CENTS),
        message: TOTAL_DOES_NOT_MATCH,
        maxMessage: TOTAL_DOES_NOT_MATCH,
        optional: true,
      },
      payFees: { kind: 'flag', fallback: PAY_FEES_BY_DEFAULT },
      firstName: { kind: 'text', max: TEXT_LIMITS.name },
      lastName: { kind: 'text', max: TEXT_LIMITS.name },
      email: { kind: 'text', max: TEXT_LIMITS.email, format: 'email' },
      phone: { kind: 'text', max: TEXT_LIMITS.code, optional: true, format: 'phone' },
      donationMessage: { kind: 'text', max: TEXT_LIMITS.message, optional: true },
      anonymous: { kind: 'flag', fallback: false },
      /** Keep the amount off the supporter wall (issue 21). */
      hideAmount: { kind: 'flag', fallback: false },
      birthMonth: { kind: 'integer', min: 1, max: 12, message: INVALID_BIRTH_DATE, optional: true },
      birthDate: { kind: 'integer', min: 1, max: 31, message: INVALID_BIRTH_DATE, optional: true },
      birthYear: {
        kind: 'integer',
        min: () => thisYear() - 100,
        max: thisYear,
        message: INVALID_BIRTH_DATE,
        optional: true,
      },
      address: address(TEXT_LIMITS.short),
      city: address(TEXT_LIMITS.name),
      state: address(TEXT_LIMITS.name),
      zip: address(TEXT_LIMITS.code),
      /** once (the default), or how often a plan repeats the gift (CONTRACT §6). */
      frequency: { kind: 'text', max: 20, optional: true },
    },
    checks: [
      {
        path: 'frequency',
        message: CHOOSE_A_FREQUENCY,
        reads: ['frequency'],
        test: ({ frequency }) =>
          frequency === undefined || frequency === null || frequency === '' || isFrequency(frequency),
      },
      {
        path: 'eventId',
        message: REQUIRED,
        reads: ['eventId', 'teamCampaignId', 'indieCampaignId'],
        test: (record) => Boolean(record.eventId || record.teamCampaignId || record.indieCampaignId),
      },
      {
        path: 'totalAmount',
        message: TOTAL_DOES_NOT_MATCH,
        reads: ['baseAmount', 'totalAmount', 'payFees'],
        test: (record) =>
          record.totalAmount === undefined ||
          record.totalAmount === null ||
          dollarsToCents(record.totalAmount as number) ===
            chargeCents(record as { baseAmount: number; payFees: boolean }),
      },
      {
        path: 'birthDate',
        message: INVALID_BIRTH_DATE,
        reads: ['birthYear', 'birthMonth', 'birthDate'],
        test: ({ birthYear, birthMonth, birthDate }) =>
          !birthYear ||
          !birthMonth ||
          !birthDate ||
          isCalendarDate(birthYear as number, birthMonth as number, birthDate as number),
      },
    ],
  } satisfies FormSpec;
}

/**
 * A donation record as it comes out of its spec: amounts in dollars (`baseAmount` the gift,
 * `totalAmount` when sent the gift with the fee), null campaigns for "the parent".
 */
export type DonationRecord = SpecValues<ReturnType<typeof donationRecordSpec>>;

/** What the donation form holds: the record's fields as typed, but the total, which the form computes. */
export type DonationFormValues = Omit<SpecFormValues<ReturnType<typeof donationRecordSpec>>, 'totalAmount'>;

/** What complete_donation carries: the hosted-form gateway's donations. */
export const HOSTED_DONATION_SPEC = donationRecordSpec({ requireAddress: true });
/** What add_record carries, and get_intent may: the card provider's donations. */
export const CARD_DONATION_SPEC = donationRecordSpec({ requireAddress: false });

export type HostedCard = { ccNumber: string; expMonth: number; expYear: number; cvv?: string | null };

/**
 * The hosted-form gateway's card fields, checked in the browser before the browser posts them
 * to the gateway. Month and a two- or four-digit year come from selects.
 */
export const HOSTED_CARD_SPEC: FormSpec = {
  fields: {
    ccNumber: { kind: 'text', max: 30, format: 'cardNumber' },
    expMonth: { kind: 'integer', min: 1, max: 12, message: INVALID_EXPIRATION },
    expYear: { kind: 'integer', min: 0, max: 9999, message: INVALID_EXPIRATION },
    cvv: { kind: 'text', max: 10, optional: true, format: 'securityCode' },
  },
  checks: [
    {
      path: 'expYear',
      message: INVALID_EXPIRATION,
      reads: ['expMonth', 'expYear'],
      test: (card) => isValidExpiration(toMMYY(card.expMonth as number, card.expYear as number), new Date()),
    },
    {
      // Beyond the spec's MMYY check: a month already over is caught here, before paying (issue 21).
      path: 'expYear',
      message: CARD_EXPIRED,
      reads: ['expMonth', 'expYear'],
      test: (card) => {
        const [month, year, now] = [card.expMonth as number, card.expYear as number, new Date()];
        return !isValidExpiration(toMMYY(month, year), now) || !isPastExpiry(month, year, now);
      },
    },
  ],
};

/** The MMYY the gateway's card form takes (billing-cc-exp). */
export const cardExpiration = (card: HostedCard) => toMMYY(card.expMonth, card.expYear);
