import 'server-only';
import { forbidden, notFound } from '@/lib/app-error';
import { EVENT_NOT_FOUND, TEAM_CAMPAIGNS_CLOSED } from '@/lib/rules/messages';
import { teamCampaignSchemaFor } from '@/lib/validation/campaign';
import { campaignColumns } from './campaign-write-data';
import { createCampaign, type CreateCampaignRequest } from './create-campaign';
import { lockEventForShare } from './lock-rows';

/**
 * POST /api/create_teamcampaign/{parentId}: a team campaign under the event or fundraiser
 * `parentId`, created by `user` (any logged-in user, CONTRACT §1). 401 without a user, 404 for an
 * unknown event, 403 when the event does not take new team campaigns (teamCampaignCreationEnabled),
 * then the fields: a fundraiser's campaigns need an expiration, an event's may have one.
 */
export function createTeamCampaign({ user, parentId, body }: CreateCampaignRequest) {
  return createCampaign({
    user,
    parentId,
    notFoundMessage: EVENT_NOT_FOUND,
    create: async (tx, creatorId) => {
      await lockEventForShare(tx, parentId);
      const event = await tx.event.findUnique({
        where: { id: parentId },
        select: { id: true, eventType: true, teamCampaignCreationEnabled: true },
      });
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (!event.teamCampaignCreationEnabled) throw forbidden(TEAM_CAMPAIGNS_CLOSED);
      const input = teamCampaignSchemaFor(event.eventType).parse(body);
      return tx.teamCampaign.create({
        data: { ...campaignColumns(input), eventId: event.id, creatorId },
        select: { id: true, eventId: true },
      });
    },
  });
}
