import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { badRequest, conflict } from '@/lib/app-error';
import { db, type Db } from '@/lib/db';
import { Prisma, type PaymentMethod } from '@/lib/generated/prisma/client';
import { SIGNUP_AMOUNT_MISMATCH, SIGNUP_PAYMENT_REQUIRED, SERVER_ERROR } from '@/lib/rules/messages';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import type { EventSignupInput, SignupBillingInput } from '@/lib/validation/signup';
import { newTicketToken } from '@/lib/services/checkin/ticket-token';
import { holdPlaces } from './category-places';
import { assertSignupOpen, findSignupEvent } from './find-signup-event';
import { participationEmails } from './participation-emails';
import { priceSignup, type SignupQuote } from './price-signup';
import { recordedSignupSelect, signupResult, type RecordedSignup, type SignupResult } from './signup-result';

/** A payment the provider confirmed: what it says was charged, never what the browser says. */
export type ConfirmedPayment = {
  method: Extract<PaymentMethod, 'safesave' | 'stripe'>;
  /** The provider's transaction id (the payment intent's id for the card provider). */
  transactionId: string;
  /** What the provider charged, in cents. */
  amountCents: number;
  /**
   * When the checkout began (the payment intent's creation, the start of the completion call).
   * The registration window and the promo code are judged at that moment, so a window that
   * closes while the card is being charged never loses a paid signup. Defaults to `now`.
   */
  startedAt?: Date;
  /** The price, category, team and promo code fixed when the payment started: recorded as they are. */
  quote?: SignupQuote;
  cardLast4?: string | null;
};

/**
 * Our transaction id of a free signup. With the request's key it is derived from the event and
 * the key, so sending the same signup again hits the (method, transactionId) unique index and
 * records it once; without one it is random.
 */
export function freeTransactionId(eventId: string, idempotencyKey?: string | null): string {
  const bytes = idempotencyKey
    ? createHash('sha256').update(`${eventId}:${idempotencyKey}`).digest().subarray(0, 12)
    : randomBytes(12);
  return `FREE-${bytes.toString('hex').toUpperCase()}`;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

type Reader = Db | Prisma.TransactionClient;

/** The signup recorded under (method, transactionId), if any; one of another event is a conflict. */
export async function findRecordedSignup(
  reader: Reader,
  { method, transactionId, eventId }: { method: PaymentMethod; transactionId: string; eventId: string },
): Promise<RecordedSignup | null> {
  const found = await reader.signup.findUnique({
    where: { method_transactionId: { method, transactionId } },
    select: recordedSignupSelect,
  });
  if (found && found.eventId !== eventId) throw conflict(SERVER_ERROR);
  return found;
}

/** The money may be taken already: when many arrive at once, wait for a connection rather than fail. */
const RECORDING_TRANSACTION = { maxWait: 60_000, timeout: 60_000 };

/** A payment recorded by an earlier report: its attempt is settled too, if it is not yet. */
async function settleAttempt(attemptId: string | null, transactionId: string) {
  if (!attemptId) return;
  await db.paymentAttempt.updateMany({
    where: { id: attemptId, status: { not: 'succeeded' } },
    data: { status: 'succeeded', transactionId, resultCode: null },
  });
}

const orNull = (text: string | null | undefined) => (text ? text : null);

/**
 * The rows a quote fixed at the start names, as they stand now: a category or team deleted
 * meanwhile is recorded by name only (its row is gone), never refused.
 */
async function standingRows(tx: Prisma.TransactionClient, quote: SignupQuote) {
  const [category, team] = await Promise.all([
    tx.eventCategory.findUnique({ where: { id: quote.category.id }, select: { id: true } }),
    quote.team ? tx.teamCampaign.findUnique({ where: { id: quote.team.id }, select: { id: true } }) : null,
  ]);
  return { categoryId: category?.id ?? null, teamId: team?.id ?? null };
}

/**
 * Records a signup once per transaction: the Signup, its participants (the first is the main
 * participant, the others point to it) and the participation emails (outbox), in one
 * transaction. Every figure is computed here again (priceSignup). It refuses when registration
 * is closed or moved elsewhere, and when the total does not match the payment: none for a
 * free total, exactly the provider-confirmed amount otherwise. Recording the same transaction
 * again, even at the same moment, answers the first signup. The event's pages are expired
 * after the commit.
 *
 * `payment` null is a free signup: method 'free' and our own transaction id (freeTransactionId).
 */
export async function recordSignup({
  eventId,
  input,
  billing = null,
  payment,
  idempotencyKey = null,
  attemptId = null,
  now = new Date(),
}: {
  eventId: string;
  input: EventSignupInput;
  billing?: SignupBillingInput | null;
  payment: ConfirmedPayment | null;
  idempotencyKey?: string | null;
  /** The PaymentAttempt of this payment, marked succeeded in the same transaction. */
  attemptId?: string | null;
  now?: Date;
}): Promise<SignupResult> {
  const method: PaymentMethod = payment?.method ?? 'free';
  const transactionId = payment?.transactionId ?? freeTransactionId(eventId, idempotencyKey);
  const key = { method, transactionId, eventId };

  const earlier = await findRecordedSignup(db, key);
  if (earlier) {
    await settleAttempt(attemptId, transactionId);
    return signupResult(earlier);
  }

  let recorded: RecordedSignup;
  try {
    recorded = await db.$transaction(async (tx) => {
      const event = await findSignupEvent(tx, eventId);
      const at = payment?.startedAt ?? now;
      // A payment started with a quote was checked then: nothing refuses it now, the money is taken.
      if (!payment?.quote) assertSignupOpen(event, at);
      const { category, team, promoCode, price } = payment?.quote ?? (await priceSignup(tx, { event, input, at }));
      const rows = payment?.quote
        ? await standingRows(tx, payment.quote)
        : { categoryId: category.id, teamId: team?.id ?? null };
      if (!payment && price.totalCents !== 0) throw badRequest(SIGNUP_PAYMENT_REQUIRED);
      if (payment && payment.amountCents !== price.totalCents) throw conflict(SIGNUP_AMOUNT_MISMATCH);
      // A free sign-up takes its places here, under the category's lock (sold out: refused, nothing
      // written). A paid one held them when its payment started, and is never refused: it is paid.
      if (!payment) await holdPlaces(tx, { categoryId: category.id, count: input.participants.length, now });

      const signup = await tx.signup.create({
        data: {
          eventId,
          teamCampaignId: rows.teamId,
          categoryId: rows.categoryId,
          categoryName: category.name,
          purpose: input.purpose,
          promoCode,
          baseAmountCents: price.baseCents,
          discountCents: price.discountCents,
          totalAmountCents: price.totalCents,
          payFees: input.payFees,
          feePercentage: price.feePercentage,
          billingFirstName: billing?.firstName ?? null,
          billingLastName: billing?.lastName ?? null,
          billingAddress: billing?.address ?? null,
          billingCity: billing?.city ?? null,
          billingState: billing?.state ?? null,
          billingPostal: billing?.postal ?? null,
          waiverAccepted: input.waiverAccepted,
          method,
          status: 'succeeded',
          transactionId,
          cardLast4: payment?.cardLast4 ?? null,
        },
        select: { id: true },
      });

      const [main, ...others] = input.participants;
      const people = input.participants.map((person, index) => {
        // "Same as main participant": the main participant's address is stored with them too.
        const home = index > 0 && person.addressSame ? main : person;
        const share = price.participants[index];
        return {
          signupId: signup.id,
          eventId,
          teamCampaignId: rows.teamId,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          smsEnabled: person.smsEnabled,
          address: orNull(home.address),
          city: orNull(home.city),
          state: orNull(home.state),
          zip: orNull(home.zip),
          addressSame: index > 0 && person.addressSame,
          gender: person.gender ?? null,
          birthMonth: person.birthMonth ?? null,
          birthDay: person.birthDate ?? null,
          birthYear: person.birthYear ?? null,
          emergencyName: orNull(person.emergencyName),
          emergencyPhone: person.emergencyPhone ?? null,
          emergencyRelationship: orNull(person.emergencyRelationship),
          shirtSize: person.shirtSize ?? null,
          baseAmountCents: share.baseCents,
          discountCents: share.discountCents,
          totalAmountCents: share.totalCents,
          promoCode,
          ticketToken: newTicketToken(),
        };
      });
      const mainRow = await tx.participant.create({ data: people[0], select: { id: true } });
      if (others.length > 0) {
        await tx.participant.createMany({
          data: people.slice(1).map((row) => ({ ...row, parentParticipantId: mainRow.id })),
        });
      }

      for (const mail of participationEmails({
        event,
        participants: input.participants.map((person, index) => ({ ...person, ticket: people[index].ticketToken })),
        categoryName: category.name,
        teamTitle: team?.title ?? null,
        teamCampaignId: team?.id ?? null,
        totalCents: price.totalCents,
        transactionId,
      })) {
        await enqueueMail(tx, mail);
      }

      if (attemptId) {
        await tx.paymentAttempt.update({
          where: { id: attemptId },
          data: { status: 'succeeded', transactionId, resultCode: null },
        });
      }
      return tx.signup.findUniqueOrThrow({ where: { id: signup.id }, select: recordedSignupSelect });
    }, RECORDING_TRANSACTION);
  } catch (error) {
    // The same transaction recorded at the same moment by another call: that one won.
    const winner = isUniqueViolation(error) ? await findRecordedSignup(db, key) : null;
    if (!winner) throw error;
    await settleAttempt(attemptId, transactionId);
    recorded = winner;
  }

  invalidateEvent(eventId);
  kickMailDelivery();
  return signupResult(recorded);
}
