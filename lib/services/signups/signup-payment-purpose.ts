import 'server-only';
import { badRequest, conflict } from '@/lib/app-error';
import { db } from '@/lib/db';
import { TOTAL_DOES_NOT_MATCH, WRONG_PAYMENT_PROVIDER } from '@/lib/rules/messages';
import type { PaymentPurpose } from '@/lib/services/payments/payment-purpose';
import {
  makeSignupRecordSchema,
  signupConfigFor,
  signupEnvelopeSchema,
  splitSignupRecord,
  type SignupPaymentPayload,
} from '@/lib/validation/signup';
import { countPromoCodeGuess } from '@/lib/services/events/check-promo-code';
import { hasCapacity, holdPlaces, soldOutOf } from './category-places';
import { assertSignupOpen, findSignupEvent, type SignupEvent } from './find-signup-event';
import { priceSignup, type SignupQuote } from './price-signup';
import { findRecordedSignup, recordSignup } from './record-signup';

// Event sign-ups as something a payment pays for (lib/services/payments/payment-purpose.ts).
// The payload is the body the signup form sends (the event's id and the form's values): which
// questions an event asks depends on the event, so the envelope is read first and the event's
// own schema reads the rest, at every step. Every figure is the server's (priceSignup): the
// amount the provider is asked for, and later confirms, must be exactly the signup's total.

/** The signup read with its event's own schema (its questions, its waiver). */
export function readSignupPayload(event: SignupEvent, payload: SignupPaymentPayload, now: Date) {
  return splitSignupRecord(makeSignupRecordSchema({ ...signupConfigFor(event), now }).parse(payload));
}

/**
 * What a signup costs now, after every check a payment must pass before money moves: the
 * event exists and takes sign-ups, registration is open and not moved, the category, team and
 * promo code are the event's and valid at `at`. 400 for a free total (nothing to pay). `ip`, the
 * caller's address, is charged a promo-code guess before a code the caller sent is looked up;
 * null when the caller of this request charged it already.
 */
export async function quoteSignupPayment(payload: SignupPaymentPayload, at: Date, ip: string | null) {
  const event = await findSignupEvent(db, payload.eventId);
  const { eventId, input, billing } = readSignupPayload(event, payload, at);
  assertSignupOpen(event, at);
  if (ip) await countPromoCodeGuess(ip, input.promoCode);
  const quote = await priceSignup(db, { event, input, at });
  return { event, eventId, input, billing, quote };
}

const mismatch = () => badRequest(TOTAL_DOES_NOT_MATCH, { fieldErrors: { amount: [TOTAL_DOES_NOT_MATCH] } });

export const signupPaymentPurpose: PaymentPurpose<SignupPaymentPayload> = {
  kind: 'signup',
  parse: (payload) => signupEnvelopeSchema.parse(payload),

  async check(payload, { provider, amountCents, now, ip }) {
    const { event, input, quote } = await quoteSignupPayment(payload, now, ip ?? null);
    if (event.paymentProvider !== provider) throw conflict(WRONG_PAYMENT_PROVIDER);
    // A free total is recorded without a payment (add_record); a card is never charged 0.
    if (quote.price.totalCents === 0) throw mismatch();
    if (amountCents !== undefined && amountCents !== quote.price.totalCents) throw mismatch();
    const people = input.participants.length;
    return {
      eventId: event.id,
      email: input.participants[0].email,
      description: `Sign-up for ${event.title}: ${quote.category.name}, ${people} ${people === 1 ? 'person' : 'people'}`,
      amountCents: quote.price.totalCents,
      // The price, category, team and promo code as they were at the start: what is recorded.
      quote,
      // Held when the payment starts (sold out: refused there, under the category's lock, before
      // any charge), or before the charge for a start that named its sign-up only at completion.
      // Never checked here: a card provider's payment is recorded through here after it is paid.
      places: { categoryId: quote.category.id, count: people },
      // A category with a capacity: the card provider authorizes, and the server captures only
      // once the places are claimed (a browser confirming after its hold ran out is not charged).
      captureLater: await hasCapacity(db, quote.category.id),
    };
  },

  /**
   * Records the signup the provider confirmed, at the price and with the category, team and
   * promo code fixed when the checkout began (the attempt's quote): a price changed, a window
   * closed or a code expired while the card was charged never loses a paid signup.
   */
  async record({ provider, transactionId, amountCents, payload, quote, attemptId, cardLast4 }) {
    const event = await findSignupEvent(db, payload.eventId);
    const attempt = attemptId
      ? await db.paymentAttempt.findUnique({ where: { id: attemptId }, select: { createdAt: true } })
      : null;
    const startedAt = attempt?.createdAt ?? new Date();
    const { eventId, input, billing } = readSignupPayload(event, payload, startedAt);
    const key = { method: provider, transactionId, eventId };
    const earlier = await findRecordedSignup(db, key);
    const result = await recordSignup({
      eventId,
      input,
      billing,
      payment: { method: provider, transactionId, amountCents, startedAt, quote: quote as SignupQuote, cardLast4 },
      attemptId,
    });
    return { id: result.signup._id, transactionId: result.transactionId, eventId, created: !earlier };
  },

  holdPlaces: (tx, hold) => holdPlaces(tx, hold),
  placesGone: (categoryId) => soldOutOf(db, categoryId),
};
