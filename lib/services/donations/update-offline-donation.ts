import 'server-only';
import { badRequest, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { PaymentStatus, Prisma } from '@/lib/generated/prisma/client';
import { DONATION_TARGET_TYPE, GENERAL_CAMPAIGN_ID } from '@/lib/rules/constants';
import { CHOOSE_A_CAMPAIGN_OF_THIS_EVENT, OFFLINE_GIFT_UPDATED } from '@/lib/rules/messages';
import { centsToDollars, dollarsToCents } from '@/lib/rules/money';
import type { OfflineDonationUpdateInput } from '@/lib/validation/donation';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { invalidateEvent } from '../events/cache-tags';
import { giftSnapshot, lockOfflineGift } from './offline-gift-access';

export type UpdatedOfflineGift = {
  success: true;
  message: string;
  donation: {
    _id: string;
    status: PaymentStatus;
    firstName: string;
    lastName: string;
    /** Dollars. */
    amount: number;
    message: string | null;
    anonymous: boolean;
    targetType: number;
    teamCampaignId: string | null;
    indieCampaignId: string | null;
  };
};

type Placement = { targetType: number; teamCampaignId: string | null; indieCampaignId: string | null };

/**
 * Where the gift goes: a team or individual campaign of `eventId` (locked against deletion until
 * the commit, so the gift cannot land on a campaign deleted meanwhile), or the event itself.
 * Anything else is a 400 on `campaignId`.
 */
async function placementWithin(
  tx: Prisma.TransactionClient,
  eventId: string,
  campaignId: string | null,
): Promise<Placement> {
  if (campaignId === null || campaignId === GENERAL_CAMPAIGN_ID || campaignId === eventId)
    return { targetType: DONATION_TARGET_TYPE.event, teamCampaignId: null, indieCampaignId: null };
  const [team] = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM "TeamCampaign" WHERE id = ${campaignId} AND "eventId" = ${eventId} FOR SHARE`;
  if (team) return { targetType: DONATION_TARGET_TYPE.teamCampaign, teamCampaignId: team.id, indieCampaignId: null };
  const [indie] = await tx.$queryRaw<Array<{ id: string; teamCampaignId: string | null }>>`
    SELECT id, "teamCampaignId" FROM "IndieCampaign" WHERE id = ${campaignId} AND "eventId" = ${eventId} FOR SHARE`;
  // An individual campaign's gift carries its team too (totals roll up by id).
  if (indie)
    return {
      targetType: DONATION_TARGET_TYPE.indieCampaign,
      teamCampaignId: indie.teamCampaignId,
      indieCampaignId: indie.id,
    };
  throw badRequest(CHOOSE_A_CAMPAIGN_OF_THIS_EVENT, { fieldErrors: { campaignId: [CHOOSE_A_CAMPAIGN_OF_THIS_EVENT] } });
}

/**
 * POST /api/offline_donation/update/{donationId}: the event's creator (or an admin) corrects one
 * offline gift, counted or still awaiting confirmation: the donor's name, the amount (the
 * organizer's ceiling), the message, anonymous, and where it goes within the event. The audit
 * entry keeps the gift before and after, in the same transaction; an edit that changes nothing
 * writes nothing. 401, 400 (schema, campaign), 404, 403, 409 for a voided or rejected gift. The
 * event's pages are expired after the commit when the gift counts.
 */
export async function updateOfflineDonation({
  user,
  donationId,
  input,
  now = new Date(),
}: {
  user: CurrentUser | null;
  donationId: string;
  input: OfflineDonationUpdateInput;
  now?: Date;
}): Promise<UpdatedOfflineGift> {
  if (!user) throw unauthorized();
  const updated = await db.$transaction(async (tx) => {
    const gift = await lockOfflineGift(tx, { user, donationId, action: 'edit' });
    const placement = await placementWithin(tx, gift.eventId, input.campaignId);
    const cents = dollarsToCents(input.amount);
    const next = {
      ...gift,
      ...placement,
      firstName: input.firstName,
      lastName: input.lastName,
      anonymous: input.anonymous,
      message: input.message ?? null,
      baseAmountCents: cents,
    };
    const before = giftSnapshot(gift);
    const after = giftSnapshot(next);
    if (JSON.stringify(before) === JSON.stringify(after)) return { ...next, changed: false };
    await tx.donation.update({
      where: { id: gift.id },
      // No fee is ever added to an offline gift: what was paid is the gift.
      data: {
        ...placement,
        firstName: next.firstName,
        lastName: next.lastName,
        anonymous: next.anonymous,
        message: next.message,
        baseAmountCents: cents,
        totalAmountCents: cents,
      },
    });
    await recordAuditEntry(tx, {
      eventId: gift.eventId,
      actorId: user.id,
      action: 'offline.edit',
      donationId: gift.id,
      details: { before, after },
      now,
    });
    return { ...next, changed: true };
  });

  if (updated.changed && updated.status === 'succeeded') invalidateEvent(updated.eventId);
  return {
    success: true,
    message: OFFLINE_GIFT_UPDATED,
    donation: {
      _id: updated.id,
      status: updated.status,
      firstName: updated.firstName,
      lastName: updated.lastName,
      amount: centsToDollars(updated.baseAmountCents),
      message: updated.message,
      anonymous: updated.anonymous,
      targetType: updated.targetType,
      teamCampaignId: updated.teamCampaignId,
      indieCampaignId: updated.indieCampaignId,
    },
  };
}
