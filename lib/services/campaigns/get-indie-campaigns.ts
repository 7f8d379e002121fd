import 'server-only';
import { findIndieCampaignViews } from './get-campaign';
import { toPublicIndieCampaign, type PublicIndieCampaign } from './serialize-campaign';

export { getIndieCampaigns } from './get-campaign';
export type { PublicIndieCampaign };

/** Individual campaigns of a team campaign with what each raised (dollars), biggest first, then by name. */
export async function findIndieCampaigns(teamCampaignId: string): Promise<PublicIndieCampaign[]> {
  return (await findIndieCampaignViews(teamCampaignId)).map(toPublicIndieCampaign);
}
