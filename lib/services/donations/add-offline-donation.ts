import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { badRequest, conflict, forbidden, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db, type Db } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db-errors';
import { Prisma } from '@/lib/generated/prisma/client';
import {
  OFFLINE_AMOUNT_OVER_CAMPAIGN_LIMIT,
  OFFLINE_AWAITING_CONFIRMATION,
  OFFLINE_AWAITING_CONFIRMATION_POSTSCRIPT,
  OFFLINE_NOT_ALLOWED,
  OFFLINE_SUCCESS,
  OFFLINE_SUCCESS_POSTSCRIPT,
  SERVER_ERROR,
  TOO_MANY_OFFLINE_GIFTS,
} from '@/lib/rules/messages';
import { centsToDollars, dollarsToCents } from '@/lib/rules/money';
import { offlineGiftPolicy, type OfflineGiftPolicy } from '@/lib/rules/offline-gifts';
import type { OfflineDonationInput } from '@/lib/validation/donation';
import { isAdmin } from '../accounts/is-admin';
import { invalidateEvent } from '../events/cache-tags';
import { enforceRateLimits } from '../rate-limit/consume';
import type { DonationTarget, DonationTargetType } from '@/lib/services/targets/donation-target';
import { findTarget } from '@/lib/services/targets/resolve-target';

/** The answer of POST /api/add_offline_donation (CONTRACT §1, plus the spec's result fields). */
export type OfflineDonationResult = {
  success: true;
  transactionId: string;
  /** 'Donation submitted', or that it awaits the organizer's confirmation (then it counts nowhere yet). */
  message: string;
  postscript: string;
  /** True while the gift waits for the event creator's confirmation (a campaign creator's, where the event asks for it). */
  awaitingConfirmation: boolean;
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
  status: true,
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
  const awaitingConfirmation = donation.status === 'pending';
  return {
    success: true,
    transactionId: donation.transactionId,
    message: awaitingConfirmation ? OFFLINE_AWAITING_CONFIRMATION : OFFLINE_SUCCESS,
    postscript: awaitingConfirmation ? OFFLINE_AWAITING_CONFIRMATION_POSTSCRIPT : OFFLINE_SUCCESS_POSTSCRIPT,
    awaitingConfirmation,
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
 * How far `user` is trusted with gifts to `target` (lib/rules/offline-gifts.ts): the event's
 * creator and the admins fully; a campaign's creator within a ceiling, and counted at once only
 * where the event allows it.
 */
export async function offlineGiftPolicyFor(user: CurrentUser, target: DonationTarget): Promise<OfflineGiftPolicy> {
  const organizer = user.id === target.event.creatorId || isAdmin(user);
  const event = organizer
    ? null
    : await db.event.findUniqueOrThrow({
        where: { id: target.event.id },
        select: { allowUnconfirmedOfflineDonations: true },
      });
  return offlineGiftPolicy({ organizer, eventAllowsUnconfirmed: event?.allowUnconfirmedOfflineDonations ?? false });
}

/**
 * POST /api/add_offline_donation: records a check or cash gift, recorded by `user` (not given by
 * them: it never joins their own donation total). Only the creator of the target or of its
 * event, or an admin, may (CONTRACT §1). The event's creator and admins record gifts that count
 * at once, up to $20,000,000; a campaign's creator up to $10,000, and where the event does not
 * allow their gifts unconfirmed (allowUnconfirmedOfflineDonations off) the gift is stored as
 * pending: it counts nowhere until the event's creator confirms it (confirm-offline-donation.ts).
 * Each counts against its recorder's hourly limit. 401, 400, 404, 403, 400 over the ceiling, 429.
 * The event's pages are expired after the commit when the gift counts.
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

  const target = await findTarget(db, input);
  if (!mayAddOfflineDonation(user, target)) throw forbidden(OFFLINE_NOT_ALLOWED);
  const policy = await offlineGiftPolicyFor(user, target);
  const cents = dollarsToCents(input.amount);
  if (cents > policy.maxAmountCents)
    throw badRequest(OFFLINE_AMOUNT_OVER_CAMPAIGN_LIMIT, {
      fieldErrors: { amount: [OFFLINE_AMOUNT_OVER_CAMPAIGN_LIMIT] },
    });

  // A retried submission answers what it recorded, and uses up nothing more of the limit.
  const earlier = await findRecorded(db, transactionId, user.id);
  if (earlier) return result(earlier);
  await enforceRateLimits([[policy.rateLimit, user.id]], TOO_MANY_OFFLINE_GIFTS);

  let recorded: Recorded;
  try {
    recorded = await db.donation.create({
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
        status: policy.countsAtOnce ? 'succeeded' : 'pending',
        transactionId,
        recordedById: user.id,
      },
      select: recordedFields,
    });
  } catch (error) {
    // The same submission twice at once: the other one recorded it.
    const other = isUniqueViolation(error) ? await findRecorded(db, transactionId, user.id) : null;
    if (!other) throw error;
    recorded = other;
  }

  if (recorded.status === 'succeeded') invalidateEvent(recorded.eventId);
  return result(recorded);
}

/**
 * Who may record an offline donation to `target` (CONTRACT §1): the creator of the target or
 * of its event, and the admins of ADMIN_EMAILS.
 */
export function mayAddOfflineDonation(user: { id: string; email: string }, target: DonationTarget): boolean {
  return user.id === target.target.creatorId || user.id === target.event.creatorId || isAdmin(user);
}
