import { shareImageRoute } from '@/app/(site)/target-share-image';

// /team_campaign/{teamCampaignId}/opengraph-image: its share image, 1200×630 (app/(site)/target-share-image.tsx).
const image = shareImageRoute('teamCampaign', 'teamCampaignId');
export const { alt, size, contentType } = image;
export default image.Image;
