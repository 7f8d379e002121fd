import { CampaignEmbed, campaignEmbedMetadata } from '@/app/embed/campaign-embed';

// /embed/fundraiser/campaign/{campaignId}: the embeddable campaign card (team campaign first, then individual),
// rendered on its first visit and served from the route cache until a write under its event.
export const revalidate = 60;

export function generateStaticParams(): Array<{ campaignId: string }> {
  return []; // None at build time (there is no database then).
}

export const generateMetadata = campaignEmbedMetadata;
export default CampaignEmbed;
