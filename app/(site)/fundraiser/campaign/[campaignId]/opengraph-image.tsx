import { notFound } from 'next/navigation';
import {
  CAMPAIGN_SHARE_IMAGE_ALT,
  SHARE_IMAGE_SIZE,
  campaignShareImageResponse,
} from '@/app/(site)/team_campaign/campaign-share-image';

// /fundraiser/campaign/{campaignId}/opengraph-image: the Open Graph image of a fundraiser's campaign, 1200×630.
export const alt = CAMPAIGN_SHARE_IMAGE_ALT;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ campaignId: string }> }) {
  return (await campaignShareImageResponse('fundraiserCampaign', (await params).campaignId)) ?? notFound();
}
