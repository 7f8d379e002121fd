// GET /api/team_campaign/get_participants/{id} — the team's participants, first name and last initial only (anyone)
import { teamParticipantsCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getTeamParticipants } from '@/lib/services/campaigns/get-team-participants';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(teamParticipantsCall, { participants: await getTeamParticipants({ id }) });
});
