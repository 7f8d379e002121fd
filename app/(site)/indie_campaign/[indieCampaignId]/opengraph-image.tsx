import { notFound } from 'next/navigation';
import {
  CAMPAIGN_SHARE_IMAGE_ALT,
  SHARE_IMAGE_SIZE,
  campaignShareImageResponse,
} from '@/app/(site)/team_campaign/campaign-share-image';

// /indie_campaign/{indieCampaignId}/opengraph-image: the Open Graph image of an individual campaign, 1200×630.
export const alt = CAMPAIGN_SHARE_IMAGE_ALT;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ indieCampaignId: string }> }) {
  return (await campaignShareImageResponse('indieCampaign', (await params).indieCampaignId)) ?? notFound();
}
