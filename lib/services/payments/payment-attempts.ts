import 'server-only';
import { db } from '@/lib/db';
import type { PaymentAttempt, Prisma } from '@/lib/generated/prisma/client';
import type { PaymentProvider } from '@/lib/rules/constants';
import { badRequest, conflict, isAppError } from '@/lib/app-error';
import { placeHoldUntil } from '@/lib/rules/capacity';
import { PAYMENT_DOES_NOT_MATCH, PAYMENT_FOR_SOMETHING_ELSE } from '@/lib/rules/messages';
import { isEmptyBody } from '@/lib/validation/fields';
import type { PaymentKind, PaymentPurpose, PaymentTerms, PlacesToHold } from './payment-purpose';

// The PaymentAttempt rows: one per try at paying, written when the payment starts, holding
// what it is for (the checked payload), the amount the server computed and its quote, and read
// back by every completion. A hosted-form token is claimed (pending → processing) by exactly one
// completion however many arrive at once.

export type Attempt = PaymentAttempt;

/** Prisma's Json input for a value read or computed elsewhere (null stays a database NULL). */
const json = (value: unknown) => (value === null || value === undefined ? undefined : (value as Prisma.InputJsonValue));

/**
 * The result code of an attempt refused because its places were gone when it was to be charged
 * (its hold ran out and another took them): its card provider's authorization was released.
 */
export const PLACES_GONE = 'places_gone';

/** Holds of one category take turns on its row: in a rush for the last places, wait for the turn rather than fail. */
const HOLD_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

/** The hold columns of an attempt holding `places` from `now` (none without places). */
export const holdColumns = (places: PlacesToHold | null | undefined, now: Date) =>
  places ? { placesCategoryId: places.categoryId, placesHeld: places.count, placesHeldUntil: placeHoldUntil(now) } : {};

/**
 * Writes an attempt in a transaction that first holds its places (when its terms name some):
 * the purpose locks what they count against and refuses when they are gone, so nothing is
 * written and nothing charged; concurrent starts for the last place take turns.
 */
export function createHoldingAttempt({
  data,
  places,
  purpose,
  now,
}: {
  data: Omit<Prisma.PaymentAttemptUncheckedCreateInput, 'placesCategoryId' | 'placesHeld' | 'placesHeldUntil'>;
  places: PlacesToHold | null | undefined;
  purpose: Pick<PaymentPurpose<unknown>, 'holdPlaces'>;
  now: Date;
}) {
  if (!places || !purpose.holdPlaces) return db.paymentAttempt.create({ data });
  const holdPlaces = purpose.holdPlaces;
  return db.$transaction(async (tx) => {
    await holdPlaces(tx, { ...places, now });
    return tx.paymentAttempt.create({ data: { ...data, ...holdColumns(places, now) } });
  }, HOLD_TRANSACTION);
}

/**
 * A new attempt, pending, for what `terms` fixed, or for the bare amount when nothing came along
 * (its kind is then only the caller's guess: the first completion names what it pays for). Its
 * places, if its terms name some, are held in the same transaction (createHoldingAttempt).
 */
export function openAttempt({
  provider,
  kind,
  amountCents,
  terms,
  payload,
  userId,
  clientAddress,
  attemptKey = null,
  purpose = {},
  now = new Date(),
}: {
  provider: PaymentProvider;
  kind: PaymentKind;
  amountCents: number;
  terms: PaymentTerms | null;
  payload: unknown;
  userId: string | null;
  clientAddress: string;
  attemptKey?: string | null;
  purpose?: Pick<PaymentPurpose<unknown>, 'holdPlaces'>;
  now?: Date;
}) {
  return createHoldingAttempt({
    data: {
      provider,
      kind,
      attemptKey,
      amountCents,
      eventId: terms?.eventId ?? null,
      email: terms?.email ?? null,
      payload: terms ? json(payload) : undefined,
      quote: json(terms?.quote),
      userId,
      clientAddress,
    },
    places: terms?.places,
    purpose,
    now,
  });
}

/**
 * Before an attempt is charged (a hosted-form completion, a card intent asked for again): its
 * places are held again from `now`. An attempt whose hold still runs keeps it; one whose hold
 * ran out takes its places again if they are free, else the purpose refuses (sold out) and
 * nothing is charged. An attempt holding no places passes as it is.
 */
export async function renewHold(
  attempt: Attempt,
  purpose: Pick<PaymentPurpose<unknown>, 'holdPlaces'>,
  now: Date,
): Promise<Attempt> {
  const holdPlaces = purpose.holdPlaces;
  if (!attempt.placesCategoryId || attempt.placesHeld <= 0 || !holdPlaces) return attempt;
  const places = { categoryId: attempt.placesCategoryId, count: attempt.placesHeld };
  return db.$transaction(async (tx) => {
    await holdPlaces(tx, { ...places, now, attemptId: attempt.id });
    return tx.paymentAttempt.update({ where: { id: attempt.id }, data: { placesHeldUntil: placeHoldUntil(now) } });
  }, HOLD_TRANSACTION);
}

/**
 * Before an authorized card payment is captured: its places are claimed, as renewHold does, in
 * one transaction under the category's lock, so every report of one payment (the browser, the
 * webhook) takes its turn and they all get the same answer. 'held' (its hold still runs, or the
 * places were free again: held from `now`), or 'gone': they went to another, and the attempt
 * fails in that same transaction (PLACES_GONE), or it had failed already. An attempt holding no
 * places is 'held' while it is open, and a recorded one (captured meanwhile) is 'held' as it is.
 */
export async function claimPlaces(
  attempt: Attempt,
  purpose: Pick<PaymentPurpose<unknown>, 'holdPlaces'>,
  now: Date,
): Promise<'held' | 'gone'> {
  const holdPlaces = purpose.holdPlaces;
  // Recorded already (a late report of a payment captured meanwhile): its places are its registration's.
  if (attempt.status === 'succeeded') return 'held';
  if (!attempt.placesCategoryId || attempt.placesHeld <= 0 || !holdPlaces) {
    return attempt.status === 'failed' ? 'gone' : 'held';
  }
  const places = { categoryId: attempt.placesCategoryId, count: attempt.placesHeld };
  return db.$transaction(async (tx) => {
    let fits = true;
    try {
      await holdPlaces(tx, { ...places, now, attemptId: attempt.id });
    } catch (error) {
      if (!isAppError(error, 'CONFLICT')) throw error;
      fits = false;
    }
    // Read after the lock: another report of this payment that found the places gone is seen here.
    const current = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id }, select: { status: true } });
    if (current.status === 'succeeded') return 'held';
    if (current.status === 'failed') return 'gone';
    if (!fits) {
      await tx.paymentAttempt.update({
        where: { id: attempt.id },
        data: { status: 'failed', resultCode: PLACES_GONE },
      });
      return 'gone';
    }
    await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { placesHeldUntil: placeHoldUntil(now) } });
    return 'held';
  }, HOLD_TRANSACTION);
}

/**
 * Claims the hosted-form attempt of `tokenId` for one completion: pending → processing in one
 * conditional statement. 'taken' when another completion has it (now or before); null when no
 * attempt has that token.
 */
export async function claimHostedToken(tokenId: string): Promise<Attempt | 'taken' | null> {
  const [claimed] = await db.paymentAttempt.updateManyAndReturn({
    where: { provider: 'safesave', reference: tokenId, status: 'pending' },
    data: { status: 'processing' },
  });
  if (claimed) return claimed;
  const known = await db.paymentAttempt.findUnique({
    where: { provider_reference: { provider: 'safesave', reference: tokenId } },
    select: { id: true },
  });
  return known ? 'taken' : null;
}

/** Claims a pending attempt by its id (the gateway's order-id), taking `tokenId` as its reference. */
export async function claimAttemptById(id: string, tokenId: string): Promise<Attempt | null> {
  const [claimed] = await db.paymentAttempt.updateManyAndReturn({
    where: { id, provider: 'safesave', status: 'pending' },
    data: { status: 'processing', reference: tokenId },
  });
  return claimed ?? null;
}

/** Hands a claimed attempt back (nothing was charged): a later completion may try again. */
export function releaseAttempt(id: string) {
  return db.paymentAttempt.updateMany({ where: { id, status: 'processing' }, data: { status: 'pending' } });
}

/**
 * What was paid for, fixed on an attempt that started with an amount alone (the spec's bare
 * call, for any kind of purchase): the payer's first completion names it.
 */
export function fixAttemptTerms(id: string, kind: PaymentKind, terms: PaymentTerms, payload: unknown) {
  return db.paymentAttempt.update({
    where: { id },
    data: {
      kind,
      eventId: terms.eventId,
      email: terms.email,
      payload: json(payload),
      quote: json(terms.quote),
      // The places it pays for, not held yet: the completion holds them before charging (renewHold).
      ...(terms.places ? { placesCategoryId: terms.places.categoryId, placesHeld: terms.places.count } : {}),
    },
  });
}

export function failAttempt(id: string, resultCode: string | null, transactionId: string | null = null) {
  return db.paymentAttempt.update({
    where: { id },
    data: { status: 'failed', resultCode, ...(transactionId ? { transactionId } : {}) },
  });
}

/**
 * What an attempt pays for: the payload it holds, read back (a caller's body that names another
 * amount than the attempt's is refused, 400), or null when it holds none yet.
 */
export function heldPayload<Payload>(
  attempt: Attempt,
  purpose: PaymentPurpose<Payload>,
  body: unknown,
): { payload: Payload } | null {
  if (attempt.payload === null) return null;
  if (attempt.kind !== purpose.kind) throw conflict(PAYMENT_FOR_SOMETHING_ELSE);
  if (purpose.chargeOf && !isEmptyBody(body) && purpose.chargeOf(purpose.parse(body)) !== attempt.amountCents) {
    throw badRequest(PAYMENT_DOES_NOT_MATCH, { fieldErrors: { totalAmount: [PAYMENT_DOES_NOT_MATCH] } });
  }
  return { payload: purpose.parse(attempt.payload) };
}
