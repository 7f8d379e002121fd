// GET /api/event/get_teamcampaigns/{eventId} — team campaigns with amountRaised, biggest first (anyone)
import { eventTeamCampaignsCall } from '@/lib/contracts/events';
import { answer, route } from '@/lib/http';
import { getTeamCampaigns } from '@/lib/services/events/get-team-campaigns';

type Context = { params: Promise<{ eventId: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { eventId } = await params;
  return answer(eventTeamCampaignsCall, { teamCampaigns: await getTeamCampaigns({ eventId }) });
});
