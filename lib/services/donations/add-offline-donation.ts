import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { conflict, forbidden, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db, type Db } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db-errors';
import { Prisma } from '@/lib/generated/prisma/client';
import { OFFLINE_NOT_ALLOWED, OFFLINE_SUCCESS, OFFLINE_SUCCESS_POSTSCRIPT, SERVER_ERROR } from '@/lib/rules/messages';
import { centsToDollars, dollarsToCents } from '@/lib/rules/money';
import type { OfflineDonationInput } from '@/lib/validation/donation';
import { invalidateEvent } from '../events/cache-tags';
import { findDonationTarget, mayAddOfflineDonation, type DonationTargetType } from './donation-target';

/** The answer of POST /api/add_offline_donation (CONTRACT §1, plus the spec's result fields). */
export type OfflineDonationResult = {
  success: true;
  transactionId: string;
  message: string;
  postscript: string;
  targetType: DonationTargetType;
  targetTitle: string;
  /** The donation as recorded: a retried submission answers the first one. */
  donation: { _id: string; amount: number; firstName: string; lastName: string; anonymous: boolean };
};

/**
 * Our transaction id of an offline donation. With an idempotency key it is derived from the
 * recorder and the key, so a retried submission hits the (method, transactionId) unique index
 * and is recorded once; without one it is random.
 */
export function offlineTransactionId(recorderId: string, idempotencyKey?: string | null): string {
  const bytes = idempotencyKey
    ? createHash('sha256').update(`${recorderId}:${idempotencyKey}`).digest().subarray(0, 12)
    : randomBytes(12);
  return `OFF-${bytes.toString('hex').toUpperCase()}`;
}

const recordedFields = {
  id: true,
  eventId: true,
  transactionId: true,
  recordedById: true,
  targetType: true,
  baseAmountCents: true,
  firstName: true,
  lastName: true,
  anonymous: true,
  event: { select: { title: true } },
  teamCampaign: { select: { title: true } },
  indieCampaign: { select: { title: true } },
} as const;

type Recorded = Prisma.DonationGetPayload<{ select: typeof recordedFields }>;
type Reader = Db | Prisma.TransactionClient;

function result(donation: Recorded): OfflineDonationResult {
  const targetTitle =
    donation.targetType === 3
      ? donation.indieCampaign?.title
      : donation.targetType === 2
        ? donation.teamCampaign?.title
        : donation.event.title;
  return {
    success: true,
    transactionId: donation.transactionId,
    message: OFFLINE_SUCCESS,
    postscript: OFFLINE_SUCCESS_POSTSCRIPT,
    targetType: donation.targetType as DonationTargetType,
    targetTitle: targetTitle ?? donation.event.title,
    donation: {
      _id: donation.id,
      amount: centsToDollars(donation.baseAmountCents),
      firstName: donation.firstName,
      lastName: donation.lastName,
      anonymous: donation.anonymous,
    },
  };
}

/** The offline donation recorded earlier under `transactionId`, by `recorderId` (ids derive from the recorder). */
async function findRecorded(reader: Reader, transactionId: string, recorderId: string): Promise<Recorded | null> {
  const found = await reader.donation.findUnique({
    where: { method_transactionId: { method: 'offline', transactionId } },
    select: recordedFields,
  });
  // Someone else's: only a collision of 96 random bits could do that.
  if (found && found.recordedById !== recorderId) throw conflict(SERVER_ERROR);
  return found;
}

/**
 * POST /api/add_offline_donation: records a check or cash gift as a succeeded donation, counted
 * in the totals of its target and everything above it, and recorded by `user` (not given by
 * them: it never joins their own donation total). Only the creator of the target or of its
 * event, or an admin, may (CONTRACT §1). The event's pages are expired after the commit.
 */
export async function addOfflineDonation({
  user,
  input,
}: {
  user: CurrentUser | null;
  input: OfflineDonationInput;
}): Promise<OfflineDonationResult> {
  if (!user) throw unauthorized();
  const transactionId = offlineTransactionId(user.id, input.idempotencyKey);

  let recorded: Recorded;
  try {
    recorded = await db.$transaction(async (tx) => {
      const target = await findDonationTarget(tx, input);
      if (!mayAddOfflineDonation(user, target)) throw forbidden(OFFLINE_NOT_ALLOWED);
      const earlier = await findRecorded(tx, transactionId, user.id);
      if (earlier) return earlier;
      const cents = dollarsToCents(input.amount);
      return tx.donation.create({
        data: {
          targetType: target.targetType,
          eventId: target.event.id,
          // A gift to an individual campaign carries its team too, so one sum per id covers a subtree.
          teamCampaignId: target.teamCampaign?.id ?? null,
          indieCampaignId: target.indieCampaign?.id ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          anonymous: input.anonymous,
          message: input.message ?? null,
          baseAmountCents: cents,
          totalAmountCents: cents,
          method: 'offline',
          status: 'succeeded',
          transactionId,
          recordedById: user.id,
        },
        select: recordedFields,
      });
    });
  } catch (error) {
    // The same submission twice at once: the other one recorded it.
    const earlier = isUniqueViolation(error) ? await findRecorded(db, transactionId, user.id) : null;
    if (!earlier) throw error;
    recorded = earlier;
  }

  invalidateEvent(recorded.eventId);
  return result(recorded);
}
