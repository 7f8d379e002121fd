import { notFound } from 'next/navigation';
import { CAMPAIGN_SHARE_IMAGE_ALT, SHARE_IMAGE_SIZE, campaignShareImageResponse } from '../campaign-share-image';

// /team_campaign/{teamCampaignId}/twitter-image: the Twitter card image of a team campaign, 1200×630.
export const alt = CAMPAIGN_SHARE_IMAGE_ALT;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default async function TwitterImage({ params }: { params: Promise<{ teamCampaignId: string }> }) {
  return (await campaignShareImageResponse('teamCampaign', (await params).teamCampaignId)) ?? notFound();
}
