import 'server-only';
import { db } from '@/lib/db';
import { firstNameAndInitial, lastInitial } from '@/lib/rules/public-name';
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

/** Participants of paid sign-ups who joined the team, in the order they signed up. */
export async function findTeamParticipants(teamCampaignId: string): Promise<PublicParticipant[]> {
  const rows = await db.participant.findMany({
    where: { teamCampaignId, signup: { status: 'succeeded' } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, firstName: true, lastName: true },
  });
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName.trim(),
    lastName: lastInitial(row.lastName),
    name: firstNameAndInitial(row.firstName, row.lastName),
  }));
}

/** GET /api/team_campaign/get_participants/{id} (CONTRACT §1). */
export async function getTeamParticipants({ id }: { id: string }) {
  const team = await requireTeamCampaign(id);
  return findTeamParticipants(team.id);
}
