import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { INDIE_CAMPAIGN_NOT_FOUND, TEAM_CAMPAIGN_NOT_FOUND } from '@/lib/rules/messages';
import { isPlausibleId } from '@/lib/rules/ids';
import {
  indieCampaignSelect,
  teamCampaignSelect,
  type IndieCampaignRow,
  type TeamCampaignRow,
} from './serialize-campaign';

// Lookups by id. An id that cannot be one (lib/rules/ids.ts) is answered without a query.

export async function findTeamCampaign(id: string): Promise<TeamCampaignRow | null> {
  if (!isPlausibleId(id)) return null;
  return db.teamCampaign.findUnique({ where: { id }, select: teamCampaignSelect });
}

export async function findIndieCampaign(id: string): Promise<IndieCampaignRow | null> {
  if (!isPlausibleId(id)) return null;
  return db.indieCampaign.findUnique({ where: { id }, select: indieCampaignSelect });
}

/** The team campaign `id`, else 404 'Team campaign not found.' */
export async function requireTeamCampaign(id: string): Promise<TeamCampaignRow> {
  const team = await findTeamCampaign(id);
  if (!team) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);
  return team;
}

/** The individual campaign `id`, else 404 'Individual campaign not found.' */
export async function requireIndieCampaign(id: string): Promise<IndieCampaignRow> {
  const indie = await findIndieCampaign(id);
  if (!indie) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);
  return indie;
}
