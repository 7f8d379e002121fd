import { shareImageRoute } from '@/app/(site)/target-share-image';

// /indie_campaign/{indieCampaignId}/opengraph-image: its share image, 1200×630 (app/(site)/target-share-image.tsx).
const image = shareImageRoute('indieCampaign', 'indieCampaignId');
export const { alt, size, contentType } = image;
export default image.Image;
