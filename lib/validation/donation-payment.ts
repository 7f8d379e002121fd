// The inputs of an online donation, one schema each, shared by the donation form (its
// react-hook-form resolver, in the browser) and the payment calls (on the server):
// - the donation record (fundraising spec §3), which the form fills in and
//   complete_donation / add_record carry;
// - the hosted-form gateway's card fields, checked in the browser only: the card goes straight
//   to the gateway and never reaches our server;
// - the bodies of get_form_url, get_intent and add_record.
// Written with zod/mini (see mini-fields.ts): /donate is the page with a JavaScript budget.
import * as z from 'zod/mini';
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS, PAY_FEES_BY_DEFAULT, PAYMENT_CURRENCY } from '../rules/constants';
import { totalWithFee } from '../rules/fees';
import {
  CURRENCY_NOT_ACCEPTED,
  DONATION_AMOUNT_TOO_HIGH,
  DONATION_AMOUNT_TOO_LOW,
  INVALID_CREDIT_CARD,
  INVALID_EXPIRATION,
  REQUIRED,
  SELECT_VALID_INDIE_CAMPAIGN,
  SELECT_VALID_TEAM_CAMPAIGN,
  TOTAL_DOES_NOT_MATCH,
} from '../rules/messages';
import { centsToDollars, dollarsToCents } from '../rules/money';
import { isValidCardNumber, isValidExpiration, normalizeCardNumber, toMMYY } from '../rules/payment-card';
import { INVALID_BIRTH_DATE, INVALID_SECURITY_CODE } from './messages';
import {
  campaignIdField,
  centsField,
  dollarsField,
  emailField,
  flag,
  integerField,
  optional,
  optionalText,
  phoneField,
  requiredText,
} from './mini-fields';

/** The largest total a card is charged: the largest gift with the fee on top. */
export const MAX_CHARGE_CENTS = totalWithFee(MAX_DONATION_CENTS, true);

const giftDollars = () =>
  dollarsField({
    min: centsToDollars(MIN_DONATION_CENTS),
    max: centsToDollars(MAX_DONATION_CENTS),
    message: DONATION_AMOUNT_TOO_LOW,
    maxMessage: DONATION_AMOUNT_TOO_HIGH,
  });

/** Run an object-level check only once the fields it reads parsed cleanly (fields.ts `whenValid`). */
function whenValid(...fields: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path !== undefined && !fields.includes(String(issue.path[0])));
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type DonationRecordOptions = {
  /** The hosted-form gateway asks for the billing address (street, city, state, ZIP); the card provider's element does not. */
  requireAddress: boolean;
};

/**
 * A donation record (fundraising spec §3), in the spec's field names, amounts in dollars.
 * `baseAmount` is the gift; `totalAmount`, when sent, must be the gift with the 5 % fee when
 * `payFees` (the server records what the provider confirms, never this). Campaign ids come out
 * null for "no campaign" (the parent gets the money); the event may be left out when a campaign
 * names it. The titles the spec's record also carries (event, teamCampaign, …) are dropped.
 */
export function makeDonationRecordSchema({ requireAddress }: DonationRecordOptions) {
  const address = (max: number) => (requireAddress ? requiredText(max) : optionalText(max));
  const year = new Date().getFullYear();
  return z
    .object({
      eventId: optionalText(100),
      teamCampaignId: campaignIdField({ required: true, message: SELECT_VALID_TEAM_CAMPAIGN }),
      indieCampaignId: campaignIdField({ required: true, message: SELECT_VALID_INDIE_CAMPAIGN }),
      baseAmount: giftDollars(),
      totalAmount: optional(z.number()),
      payFees: flag(PAY_FEES_BY_DEFAULT),
      firstName: requiredText(100),
      lastName: requiredText(100),
      email: emailField(),
      phone: optional(phoneField()),
      donationMessage: optionalText(1000),
      anonymous: flag(false),
      birthMonth: optional(integerField({ min: 1, max: 12, message: INVALID_BIRTH_DATE })),
      birthDate: optional(integerField({ min: 1, max: 31, message: INVALID_BIRTH_DATE })),
      // Read when the schema is made: the form makes it per page, the server per request.
      birthYear: optional(integerField({ min: year - 100, max: year, message: INVALID_BIRTH_DATE })),
      address: address(200),
      city: address(100),
      state: address(50),
      zip: address(20),
    })
    .check(
      z.refine((record) => Boolean(record.eventId || record.teamCampaignId || record.indieCampaignId), {
        error: REQUIRED,
        path: ['eventId'],
        when: whenValid('eventId', 'teamCampaignId', 'indieCampaignId'),
      }),
      z.refine(
        (record) =>
          record.totalAmount === undefined ||
          record.totalAmount === null ||
          dollarsToCents(record.totalAmount) === totalWithFee(dollarsToCents(record.baseAmount), record.payFees),
        { error: TOTAL_DOES_NOT_MATCH, path: ['totalAmount'], when: whenValid('baseAmount', 'totalAmount', 'payFees') },
      ),
      z.refine(
        ({ birthYear, birthMonth, birthDate }) =>
          !birthYear || !birthMonth || !birthDate || isCalendarDate(birthYear, birthMonth, birthDate),
        { error: INVALID_BIRTH_DATE, path: ['birthDate'], when: whenValid('birthYear', 'birthMonth', 'birthDate') },
      ),
    );
}

/** What complete_donation carries: the hosted-form gateway's donations, billing address required. */
export const hostedDonationRecordSchema = makeDonationRecordSchema({ requireAddress: true });
/** What add_record carries, and what get_intent may carry: the card provider's donations. */
export const cardDonationRecordSchema = makeDonationRecordSchema({ requireAddress: false });

export type DonationRecordInput = z.input<typeof cardDonationRecordSchema>;
export type DonationRecord = z.output<typeof cardDonationRecordSchema>;

/** The gift plus the fee when the donor covers it, in cents: what the card is charged. */
export const chargeCents = (record: Pick<DonationRecord, 'baseAmount' | 'payFees'>) =>
  totalWithFee(dollarsToCents(record.baseAmount), record.payFees);

/**
 * The hosted-form gateway's card fields, checked in the browser before they are posted to the
 * gateway (they are never sent to our server). Month and a two- or four-digit year come from
 * selects; `expiration` is the MMYY the gateway's form takes.
 */
export const hostedCardSchema = z.pipe(
  z
    .object({
      ccNumber: z
        .string({ error: INVALID_CREDIT_CARD })
        .check(z.refine(isValidCardNumber, { error: INVALID_CREDIT_CARD })),
      expMonth: integerField({ min: 1, max: 12, message: INVALID_EXPIRATION }),
      expYear: integerField({ min: 0, max: 9999, message: INVALID_EXPIRATION }),
      cvv: optional(z.string().check(z.trim(), z.regex(/^\d{3,4}$/, { error: INVALID_SECURITY_CODE }))),
    })
    .check(
      z.refine((card) => isValidExpiration(toMMYY(card.expMonth, card.expYear), new Date()), {
        error: INVALID_EXPIRATION,
        path: ['expYear'],
        when: whenValid('expMonth', 'expYear'),
      }),
    ),
  z.transform((card) => ({
    ...card,
    ccNumber: normalizeCardNumber(card.ccNumber),
    expiration: toMMYY(card.expMonth, card.expYear),
  })),
);

export type HostedCardInput = z.output<typeof hostedCardSchema>;

/** The browser's key of one payment attempt (a UUID): asking again with it gives back the same payment. */
const attemptKeyField = () => optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: REQUIRED })));

/**
 * POST /api/safesave/get_form_url (CONTRACT §4): `amount` is what the card is charged, in
 * dollars; `redirectUrl` is checked to be on this site by the service. The donation being paid
 * for may come along (our form sends it), so the event's rules and limits apply before the card
 * is asked for; when it does, `amount` must be its total.
 */
export const hostedFormRequestSchema = z
  .object({
    amount: dollarsField({
      min: centsToDollars(MIN_DONATION_CENTS),
      max: centsToDollars(MAX_CHARGE_CENTS),
      message: DONATION_AMOUNT_TOO_LOW,
      maxMessage: DONATION_AMOUNT_TOO_HIGH,
    }),
    redirectUrl: requiredText(2000),
    donation: z.optional(hostedDonationRecordSchema),
    attemptKey: attemptKeyField(),
  })
  .check(
    z.refine((request) => !request.donation || chargeCents(request.donation) === dollarsToCents(request.amount), {
      error: TOTAL_DOES_NOT_MATCH,
      path: ['amount'],
      when: whenValid('amount', 'donation'),
    }),
  );

/**
 * POST /api/stripe/get_intent (fundraising spec §7): `amount` in cents, currency usd, a
 * description. Our form also sends the donation and an attempt key, so the webhook can record
 * the gift if the donor's tab is gone before it reports back; `amount` must then be its total.
 */
export const cardIntentRequestSchema = z
  .object({
    amount: centsField({
      min: MIN_DONATION_CENTS,
      max: MAX_CHARGE_CENTS,
      message: DONATION_AMOUNT_TOO_LOW,
      maxMessage: DONATION_AMOUNT_TOO_HIGH,
    }),
    currency: z._default(
      z.string({ error: CURRENCY_NOT_ACCEPTED }).check(
        z.trim(),
        z.toLowerCase(),
        z.refine((currency) => currency === PAYMENT_CURRENCY, { error: CURRENCY_NOT_ACCEPTED }),
      ),
      PAYMENT_CURRENCY,
    ),
    description: optionalText(500),
    donation: z.optional(cardDonationRecordSchema),
    attemptKey: attemptKeyField(),
  })
  .check(
    z.refine((request) => !request.donation || chargeCents(request.donation) === request.amount, {
      error: TOTAL_DOES_NOT_MATCH,
      path: ['amount'],
      when: whenValid('amount', 'donation'),
    }),
  );

/** POST /api/donation/add_record: the donation record and the card provider's payment (intent) id. */
export const addDonationRecordSchema = z.extend(cardDonationRecordSchema, { transactionId: requiredText(200) });

export type HostedFormRequest = z.output<typeof hostedFormRequestSchema>;
export type CardIntentRequest = z.output<typeof cardIntentRequestSchema>;
export type AddDonationRecordRequest = z.output<typeof addDonationRecordSchema>;
