import { shareImageRoute } from '@/app/(site)/target-share-image';

// /fundraiser/campaign/{campaignId}/opengraph-image: its share image, 1200×630 (app/(site)/target-share-image.tsx).
const image = shareImageRoute('fundraiserCampaign', 'campaignId');
export const { alt, size, contentType } = image;
export default image.Image;
