import 'server-only';
import { notFound } from '@/lib/app-error';
import { TEAM_CAMPAIGN_NOT_FOUND } from '@/lib/rules/messages';
import { indieCampaignSchema } from '@/lib/validation/campaign';
import { campaignColumns } from './campaign-write-data';
import { createCampaign, type CreateCampaignRequest } from './create-campaign';
import { lockEventForShare, lockTeamCampaignForShare } from './lock-rows';

/**
 * POST /api/create_indiecampaign/{parentId}: an individual campaign under the team campaign
 * `parentId`, or directly under the event `parentId` (the spec lets individual campaigns belong to
 * either; a team is looked for first). Any logged-in user (401 otherwise); 404 when there is
 * neither; then the fields.
 */
export function createIndieCampaign({ user, parentId, body }: CreateCampaignRequest) {
  return createCampaign({
    user,
    parentId,
    notFoundMessage: TEAM_CAMPAIGN_NOT_FOUND,
    create: async (tx, creatorId) => {
      await lockTeamCampaignForShare(tx, parentId);
      const team = await tx.teamCampaign.findUnique({ where: { id: parentId }, select: { id: true, eventId: true } });
      let parent: { eventId: string; teamCampaignId: string | null } | null = team
        ? { eventId: team.eventId, teamCampaignId: team.id }
        : null;
      if (!parent) {
        await lockEventForShare(tx, parentId);
        const event = await tx.event.findUnique({ where: { id: parentId }, select: { id: true } });
        parent = event ? { eventId: event.id, teamCampaignId: null } : null;
      }
      if (!parent) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);
      const input = indieCampaignSchema.parse(body);
      return tx.indieCampaign.create({
        data: { ...campaignColumns(input), ...parent, creatorId },
        select: { id: true, eventId: true },
      });
    },
  });
}
