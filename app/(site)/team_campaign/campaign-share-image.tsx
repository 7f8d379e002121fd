import 'server-only';
import { SHARE_IMAGE_SIZE, renderShareImage } from '@/components/events/share-image';
import { env } from '@/lib/env';
import { getCachedIndieCampaignPage, getCachedTeamCampaignPage } from '@/lib/services/campaigns/cached-reads';
import { loadSharePicture } from '@/lib/services/events/load-share-picture';

// The 1200×630 share image of a campaign page (its opengraph-image and twitter-image files):
// the campaign's picture (else its event's), title, what it belongs to, and its progress.

export type CampaignPageKind = 'teamCampaign' | 'fundraiserCampaign' | 'indieCampaign';

async function campaignCard(kind: CampaignPageKind, id: string) {
  if (kind === 'indieCampaign') {
    const page = await getCachedIndieCampaignPage(id);
    if (!page) return null;
    const { indieCampaign: campaign, event, teamCampaign } = page;
    return { campaign, event, kicker: `Individual campaign · ${teamCampaign?.title ?? event.title}` };
  }
  const page = await getCachedTeamCampaignPage(id);
  const wanted = kind === 'fundraiserCampaign' ? 'fundraiserDriven' : 'eventDriven';
  if (!page || page.event.eventType !== wanted) return null;
  const noun = kind === 'fundraiserCampaign' ? 'Campaign' : 'Team campaign';
  return { campaign: page.teamCampaign, event: page.event, kicker: `${noun} · ${page.event.title}` };
}

/** The PNG response, or null when there is no campaign of that kind with this id. */
export async function campaignShareImageResponse(kind: CampaignPageKind, id: string): Promise<Response | null> {
  const card = await campaignCard(kind, id);
  if (!card) return null;
  const { campaign, event, kicker } = card;
  const picture = await loadSharePicture(
    campaign.picture ?? event.headerPicture ?? event.pictures[0] ?? null,
    SHARE_IMAGE_SIZE.width,
    SHARE_IMAGE_SIZE.height,
  );
  return renderShareImage(
    {
      siteName: env.siteName,
      kicker,
      title: campaign.title,
      picture,
      targetFundCents: campaign.targetFundCents,
      amountRaisedCents: campaign.amountRaisedCents,
      showTotals: true,
    },
    // Crawlers fetch it rarely; a minute keeps the progress close to the page's.
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  );
}

export const CAMPAIGN_SHARE_IMAGE_ALT = 'The campaign’s picture, title and progress toward its goal';
export { SHARE_IMAGE_SIZE };
