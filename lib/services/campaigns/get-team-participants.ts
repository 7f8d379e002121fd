import 'server-only';
import { db } from '@/lib/db';
import { publicParticipantName } from '@/lib/rules/public-name';
import { requireTeamCampaign } from './find-campaign';

/** A participant as anyone may see them (CONTRACT §1): first name and last initial, nothing else. */
export type PublicParticipant = {
  _id: string;
  firstName: string;
  /** The initial only: "C." */
  lastName: string;
  /** "Maya C." */
  name: string;
};

/**
 * Participants of paid sign-ups who joined the team, in the order they signed up; a child under
 * 18 by their birth date by the first initial only (issue 21).
 */
export async function findTeamParticipants(teamCampaignId: string, now = new Date()): Promise<PublicParticipant[]> {
  const rows = await db.participant.findMany({
    where: { teamCampaignId, signup: { status: 'succeeded' } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, firstName: true, lastName: true, birthYear: true, birthMonth: true, birthDay: true },
  });
  return rows.map((row) => ({ _id: row.id, ...publicParticipantName(row, now) }));
}

/** GET /api/team_campaign/get_participants/{id} (CONTRACT §1). */
export async function getTeamParticipants({ id }: { id: string }) {
  const team = await requireTeamCampaign(id);
  return findTeamParticipants(team.id);
}
