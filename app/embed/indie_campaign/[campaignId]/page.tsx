import { CampaignEmbed, campaignEmbedMetadata } from '@/app/embed/campaign-embed';

// /embed/indie_campaign/{campaignId}: the embeddable campaign card (team campaign first, then individual).
export const generateMetadata = campaignEmbedMetadata;
export default CampaignEmbed;
