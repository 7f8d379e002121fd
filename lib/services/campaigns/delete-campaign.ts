import 'server-only';
import { forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { INDIE_CAMPAIGN_NOT_FOUND, ONLY_CAMPAIGN_CREATOR, TEAM_CAMPAIGN_NOT_FOUND } from '@/lib/rules/messages';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { isPlausibleId } from '@/lib/rules/ids';
import { lockIndieCampaignForUpdate, lockTeamCampaignForUpdate } from './lock-rows';

// Deleting a campaign loses no record of money or of people: its donations, sign-ups and
// participants stay with the event (and a deleted individual campaign's donations with its team),
// still counted in their totals. The foreign keys set their campaign ids to null.

/**
 * POST /api/delete_teamcampaign {id}: its creator deletes a team campaign (401, 404, 403).
 * The individual campaigns under it belong to other people: they are kept, moved under the event.
 */
export async function deleteTeamCampaign({ user, id }: { user: CurrentUser | null; id: string }) {
  if (!user) throw unauthorized();
  if (!isPlausibleId(id)) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);

  const eventId = await db.$transaction(async (tx) => {
    await lockTeamCampaignForUpdate(tx, id);
    const stored = await tx.teamCampaign.findUnique({ where: { id }, select: { creatorId: true, eventId: true } });
    if (!stored) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);
    if (stored.creatorId !== user.id) throw forbidden(ONLY_CAMPAIGN_CREATOR);
    await tx.indieCampaign.updateMany({ where: { teamCampaignId: id }, data: { teamCampaignId: null } });
    await tx.teamCampaign.delete({ where: { id } });
    return stored.eventId;
  });

  invalidateEvent(eventId);
  return { success: true as const };
}

/** POST /api/delete_indiecampaign {id}: its creator deletes an individual campaign (401, 404, 403). */
export async function deleteIndieCampaign({ user, id }: { user: CurrentUser | null; id: string }) {
  if (!user) throw unauthorized();
  if (!isPlausibleId(id)) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);

  const eventId = await db.$transaction(async (tx) => {
    await lockIndieCampaignForUpdate(tx, id);
    const stored = await tx.indieCampaign.findUnique({ where: { id }, select: { creatorId: true, eventId: true } });
    if (!stored) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);
    if (stored.creatorId !== user.id) throw forbidden(ONLY_CAMPAIGN_CREATOR);
    await tx.indieCampaign.delete({ where: { id } });
    return stored.eventId;
  });

  invalidateEvent(eventId);
  return { success: true as const };
}
