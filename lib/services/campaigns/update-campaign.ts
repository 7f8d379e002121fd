import 'server-only';
import { forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { INDIE_CAMPAIGN_NOT_FOUND, ONLY_CAMPAIGN_CREATOR, TEAM_CAMPAIGN_NOT_FOUND } from '@/lib/rules/messages';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { isPlausibleId } from '@/lib/rules/ids';
import { indieCampaignSchema, teamCampaignSchemaFor } from '@/lib/validation/campaign';
import { campaignColumns, mergeCampaignOverStored, parseUnder } from './campaign-write-data';
import { lockIndieCampaignForUpdate, lockTeamCampaignForUpdate } from './lock-rows';

type UpdateOptions = { user: CurrentUser | null; id: string; changes: Record<string, unknown> };

/**
 * POST /api/upsert_teamcampaign {id, teamCampaign}: its creator changes a team campaign (401, then
 * 404, then 403 for anyone else, then the fields). Fields the payload leaves out keep their values;
 * the event and the creator never change. A fundraiser's campaign keeps needing an expiration.
 */
export async function updateTeamCampaign({ user, id, changes }: UpdateOptions) {
  if (!user) throw unauthorized();
  if (!isPlausibleId(id)) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);

  const eventId = await db.$transaction(async (tx) => {
    await lockTeamCampaignForUpdate(tx, id);
    const stored = await tx.teamCampaign.findUnique({
      where: { id },
      include: { event: { select: { eventType: true } } },
    });
    if (!stored) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);
    if (stored.creatorId !== user.id) throw forbidden(ONLY_CAMPAIGN_CREATOR);
    const input = parseUnder(
      'teamCampaign',
      teamCampaignSchemaFor(stored.event.eventType),
      mergeCampaignOverStored(stored, changes),
    );
    await tx.teamCampaign.update({ where: { id }, data: campaignColumns(input) });
    return stored.eventId;
  });

  invalidateEvent(eventId);
  return { id, _id: id };
}

/** POST /api/upsert_indiecampaign {id, indieCampaign}: as updateTeamCampaign, for an individual campaign. */
export async function updateIndieCampaign({ user, id, changes }: UpdateOptions) {
  if (!user) throw unauthorized();
  if (!isPlausibleId(id)) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);

  const eventId = await db.$transaction(async (tx) => {
    await lockIndieCampaignForUpdate(tx, id);
    const stored = await tx.indieCampaign.findUnique({ where: { id } });
    if (!stored) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);
    if (stored.creatorId !== user.id) throw forbidden(ONLY_CAMPAIGN_CREATOR);
    const input = parseUnder('indieCampaign', indieCampaignSchema, mergeCampaignOverStored(stored, changes));
    await tx.indieCampaign.update({ where: { id }, data: campaignColumns(input) });
    return stored.eventId;
  });

  invalidateEvent(eventId);
  return { id, _id: id };
}
