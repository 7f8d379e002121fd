// The bodies of the online donation's calls (fundraising spec §7, CONTRACT §4), one zod schema
// each. The donation record itself is the spec of donation-record.ts, which the donation form
// runs in the browser; here it becomes the zod schema the handlers parse.
import { z } from 'zod';
import { MIN_DONATION_CENTS, PAYMENT_CURRENCY } from '../rules/constants';
import { CHOOSE_A_FREQUENCY, CURRENCY_NOT_ACCEPTED, TOTAL_DOES_NOT_MATCH } from '../rules/messages';
import { FREQUENCIES, type Frequency } from '../rules/recurring';
import { dollarsToCents } from '../rules/money';
import {
  CARD_DONATION_SPEC,
  GIFT_BOUNDS,
  HOSTED_DONATION_SPEC,
  MAX_CHARGE_CENTS,
  chargeCents,
  type DonationRecord,
} from './donation-record';
import { optional, whenValid } from './fields';
import { challengeSolutionField } from './payment-challenge';
import { specField, specSchema } from './spec-schema';

export { chargeCents, type DonationRecord };

/** complete_donation's body: the hosted-form gateway's donations, billing address required. */
export const hostedDonationRecordSchema = specSchema<DonationRecord>(HOSTED_DONATION_SPEC);
/** add_record's record, and what get_intent may carry: the card provider's donations. */
export const cardDonationRecordSchema = specSchema<DonationRecord>(CARD_DONATION_SPEC);

const field = specField;

/** The browser's key of one payment attempt (a UUID): asking again with it gives back the same payment. */
export const attemptKeyField = () =>
  optional(z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Not a valid attempt key' }));

/** How often the gift repeats (CONTRACT §6): once when left out. */
export const frequencyField = () =>
  z
    .enum(FREQUENCIES, { error: CHOOSE_A_FREQUENCY })
    .nullish()
    .transform((value) => value ?? 'once');

/** A donation record with the call's `frequency` in it (the record's own wins). */
export function withFrequency<T extends { frequency?: string | null }>(record: T, frequency: Frequency): T {
  return record.frequency ? record : { ...record, frequency };
}

/** The charge's currency: usd (the only one accepted), whatever its case; usd when left out. */
export const currencyField = () =>
  z
    .string({ error: CURRENCY_NOT_ACCEPTED })
    .trim()
    .toLowerCase()
    .refine((currency) => currency === PAYMENT_CURRENCY, { error: CURRENCY_NOT_ACCEPTED })
    .default(PAYMENT_CURRENCY);

/**
 * POST /api/safesave/get_form_url (CONTRACT §4): `amount` is what the card is charged, in
 * dollars; `redirectUrl` is checked to be on this site by the service. The donation being paid
 * for may come along (our form sends it), so the event's rules and limits apply before the card
 * is asked for; when it does, `amount` must be its total.
 */
export const hostedFormRequestSchema = z
  .object({
    amount: field<number>({ kind: 'dollars', ...GIFT_BOUNDS, max: MAX_CHARGE_CENTS / 100 }),
    redirectUrl: field<string>({ kind: 'text', max: 2000 }),
    donation: hostedDonationRecordSchema.optional(),
    challenge: challengeSolutionField(),
    frequency: frequencyField(),
  })
  .refine((request) => !request.donation || chargeCents(request.donation) === dollarsToCents(request.amount), {
    error: TOTAL_DOES_NOT_MATCH,
    path: ['amount'],
    when: whenValid('amount', 'donation'),
  });

/**
 * POST /api/stripe/get_intent (fundraising spec §7): `amount` in cents, currency usd, a
 * description. Our form also sends the donation and an attempt key, so the webhook can record
 * the gift if the donor's tab is gone before it reports back; `amount` must then be its total.
 */
export const cardIntentRequestSchema = z
  .object({
    amount: field<number>({
      kind: 'cents',
      min: MIN_DONATION_CENTS,
      max: MAX_CHARGE_CENTS,
      message: GIFT_BOUNDS.message,
      maxMessage: GIFT_BOUNDS.maxMessage,
    }),
    currency: currencyField(),
    description: field<string | null | undefined>({ kind: 'text', max: 500, optional: true }),
    donation: cardDonationRecordSchema.optional(),
    attemptKey: attemptKeyField(),
    challenge: challengeSolutionField(),
    frequency: frequencyField(),
  })
  .refine((request) => !request.donation || chargeCents(request.donation) === request.amount, {
    error: TOTAL_DOES_NOT_MATCH,
    path: ['amount'],
    when: whenValid('amount', 'donation'),
  });

/** POST /api/donation/add_record by what the server holds: the card provider's payment (intent) id alone. */
export const cardPaymentIdSchema = specSchema<{ transactionId: string }>({
  fields: { transactionId: { kind: 'text', max: 200 } },
});

/** POST /api/donation/add_record as the spec sends it: the donation record and the card provider's payment (intent) id. */
export const addDonationRecordSchema = specSchema<DonationRecord & { transactionId: string }>({
  ...CARD_DONATION_SPEC,
  fields: { ...CARD_DONATION_SPEC.fields, transactionId: { kind: 'text', max: 200 } },
});

export type HostedFormRequest = z.output<typeof hostedFormRequestSchema>;
export type CardIntentRequest = z.output<typeof cardIntentRequestSchema>;
export type AddDonationRecordRequest = z.output<typeof addDonationRecordSchema>;
